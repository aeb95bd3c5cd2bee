import { useId } from 'react';

export interface ChartPoint {
  label: string;
  /** null: nothing to measure that day (an ADR without sales): a line chart leaves a gap, never a 0. */
  value: number | null;
}

/** The runs of consecutive points that have a value: each is drawn as its own line. */
export function lineRuns<P extends { value: number | null }>(points: readonly P[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  points.forEach((point, index) => {
    if (point.value === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(index);
  });
  if (run.length) runs.push(run);
  return runs;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 36, left: 56 };

/** A "nice" upper bound of an axis (1, 2, 2.5 or 5 times a power of ten). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Which labels to print so they do not overlap (about eight along the axis). */
function labelEvery(count: number): number {
  return Math.max(1, Math.ceil(count / 8));
}

/**
 * The values labelled on the vertical axis up to `max` (a `niceMax`): quarters, or for counts (`whole`)
 * whole steps only, so a chart of 0 or 1 bookings never reads "0, 0, 1, 1, 1".
 */
export function axisTicks(max: number, whole = false, empty = false): number[] {
  // Nothing above 0 to measure: one line at 0, not a scale of made-up fractions.
  if (empty) return [0];
  const quarter = max / 4;
  const step = !whole ? quarter : max <= 4 ? 1 : Number.isInteger(quarter) ? quarter : max / 5;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max + step / 1000; tick += step) ticks.push(tick);
  return ticks;
}

function Axes({
  max,
  format,
  whole,
  empty,
}: {
  max: number;
  format: (value: number) => string;
  whole: boolean;
  empty: boolean;
}) {
  const ticks = axisTicks(max, whole, empty);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  return (
    <g className="text-[10px]" fill="currentColor">
      {ticks.map((tick) => {
        const y = PAD.top + plotHeight - (tick / max) * plotHeight;
        return (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="var(--color-border)" />
            <text x={PAD.left - 6} y={y + 3} textAnchor="end" className="fill-muted">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface ChartProps {
  title: string;
  points: readonly ChartPoint[];
  format?: (value: number) => string;
  /** The values are counts: the axis is labelled in whole numbers only. */
  whole?: boolean;
  testId?: string;
}

/**
 * Vertical bars, one per point, in plain SVG. The figure is described by its title and the numbers
 * are also in a visually hidden table for screen readers.
 */
export function BarChart({ title, points, format = String, whole = false, testId }: ChartProps) {
  const id = useId();
  const max = niceMax(Math.max(0, ...points.map((point) => point.value ?? 0)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const every = labelEvery(points.length);
  return (
    <figure className="flex flex-col gap-1" data-testid={testId}>
      <figcaption id={id} className="text-sm font-semibold">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={id} className="w-full text-text">
        <title>{title}</title>
        <Axes max={max} format={format} whole={whole} empty={!points.some((point) => (point.value ?? 0) > 0)} />
        {points.map((point, index) => {
          const height = ((point.value ?? 0) / max) * plotHeight;
          const x = PAD.left + index * slot + slot * 0.15;
          return (
            <g key={point.label}>
              <rect x={x} y={PAD.top + plotHeight - height} width={slot * 0.7} height={height} fill="var(--color-main)">
                <title>{`${point.label}: ${format(point.value ?? 0)}`}</title>
              </rect>
              {index % every === 0 ? (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - PAD.bottom + 14}
                  textAnchor="middle"
                  className="fill-muted text-[10px]"
                >
                  {point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ChartTable title={title} points={points} format={format} />
    </figure>
  );
}

/** A line through the points, in plain SVG (for rates such as occupancy or ADR). */
export function LineChart({ title, points, format = String, whole = false, testId }: ChartProps) {
  const id = useId();
  const max = niceMax(Math.max(0, ...points.map((point) => point.value ?? 0)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const xy = points.map((point, index) => ({
    x: PAD.left + index * step,
    y: PAD.top + plotHeight - ((point.value ?? 0) / max) * plotHeight,
  }));
  const every = labelEvery(points.length);
  return (
    <figure className="flex flex-col gap-1" data-testid={testId}>
      <figcaption id={id} className="text-sm font-semibold">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={id} className="w-full text-text">
        <title>{title}</title>
        <Axes max={max} format={format} whole={whole} empty={!points.some((point) => (point.value ?? 0) > 0)} />
        {lineRuns(points).map((run) => (
          <polyline
            key={run[0]}
            points={run.map((index) => `${xy[index]?.x},${xy[index]?.y}`).join(' ')}
            fill="none"
            stroke="var(--color-main)"
            strokeWidth="2"
          />
        ))}
        {points.map((point, index) => (
          <g key={point.label}>
            {point.value === null ? null : (
              <circle cx={xy[index]?.x} cy={xy[index]?.y} r="3" fill="var(--color-main)" data-point={index}>
                <title>{`${point.label}: ${format(point.value)}`}</title>
              </circle>
            )}
            {index % every === 0 ? (
              <text
                x={xy[index]?.x}
                y={HEIGHT - PAD.bottom + 14}
                textAnchor="middle"
                className="fill-muted text-[10px]"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ChartTable title={title} points={points} format={format} />
    </figure>
  );
}

function ChartTable({ title, points, format }: Required<Pick<ChartProps, 'title' | 'points' | 'format'>>) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <tbody>
        {points.map((point) => (
          <tr key={point.label}>
            <th scope="row">{point.label}</th>
            <td>{point.value === null ? '—' : format(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

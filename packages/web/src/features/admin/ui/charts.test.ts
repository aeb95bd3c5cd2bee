import { describe, expect, it } from 'vitest';
import { axisTicks, lineRuns, niceMax } from './charts.tsx';

describe('line charts', () => {
  it('break the line where a day has nothing to measure, never drawing it as 0', () => {
    const points = [5, null, 7, 8, null, null, 9].map((value, index) => ({ label: String(index), value }));
    expect(lineRuns(points)).toEqual([[0], [2, 3], [6]]);
    expect(lineRuns([{ value: null }])).toEqual([]);
  });

  it('label counts in whole steps only, rates in quarters', () => {
    expect(axisTicks(niceMax(0), true)).toEqual([0, 1]);
    expect(axisTicks(niceMax(2), true)).toEqual([0, 1, 2]);
    expect(axisTicks(niceMax(3), true)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(niceMax(9), true)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(niceMax(18), true)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(niceMax(240), true)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(axisTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(niceMax(0), false, true)).toEqual([0]);
  });
});

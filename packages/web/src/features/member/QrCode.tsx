import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG in the browser (no network): one path of dark modules, with a quiet zone.
 * `label` names it for screen readers; the encoded text should also be shown as text nearby.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    for (const [y, row] of data.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x},${y}h1v1h-1z`;
    }
    return { path: d, dimension: modules };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

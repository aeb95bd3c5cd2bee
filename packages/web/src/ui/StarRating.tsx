/** Filled and empty stars, hidden from screen readers; `label` (e.g. "4 stars") is read instead. */
export function StarRating({ value, max = 5, label }: { value: number; max?: number; label: string }) {
  if (value <= 0) return null;
  const filled = Math.min(Math.round(value), max);
  return (
    <span className="text-sm tracking-tight text-main">
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="text-border">{'★'.repeat(max - filled)}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

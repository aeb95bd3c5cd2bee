/** A spinning ring with an accessible label (pass the translated "Loading" text). */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex justify-center py-8 ${className}`.trim()}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-border border-t-main motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

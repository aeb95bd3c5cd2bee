/** A thin indeterminate bar fixed to the top of the window, shown while `active`. */
export function ProgressBar({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-50 h-[3px] overflow-hidden bg-main-soft"
    >
      <div className="h-full w-2/5 bg-main motion-safe:animate-[progress-slide_1.1s_ease-in-out_infinite]" />
    </div>
  );
}

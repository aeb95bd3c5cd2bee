/** A grey placeholder block that pulses while content loads (hidden from screen readers). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-main-soft motion-reduce:animate-none ${className}`.trim()}
    />
  );
}

/** Announces loading once for a group of skeletons (pass the translated "Loading" text). */
export function LoadingLabel({ label }: { label?: string }) {
  return label ? (
    <span role="status" className="sr-only">
      {label}
    </span>
  ) : null;
}

/** The shape of a hotel card of the home page grid, while it loads. */
export function HotelCardSkeleton({ label }: { label?: string }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border bg-background" data-testid="skeleton">
      <LoadingLabel label={label} />
      <Skeleton className="aspect-[8/5] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** The shape of a row of a result list (hotel or room), while it loads. */
export function ListItemSkeleton({ label }: { label?: string }) {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-background sm:flex-row"
      data-testid="skeleton"
    >
      <LoadingLabel label={label} />
      <Skeleton className="aspect-[16/11] w-full rounded-none sm:w-64 sm:shrink-0" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="mt-auto flex items-end justify-between pt-4">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
    </div>
  );
}

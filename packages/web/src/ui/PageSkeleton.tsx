import { LoadingLabel, Skeleton } from './Skeleton.tsx';

/** The shape of a text page (article, content page, agreements) while it loads. */
export function PageSkeleton({ label, withPicture = false }: { label?: string; withPicture?: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="skeleton">
      <LoadingLabel label={label} />
      <Skeleton className="h-4 w-1/4" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      {withPicture ? <Skeleton className="aspect-[3/2] w-full" /> : null}
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className={`h-4 ${index === 4 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

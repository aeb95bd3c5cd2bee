import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { loadSearch, normalizeSearch, type SearchValues, searchFromQuery } from '../../features/search/searchState.ts';

const SearchForm = lazy(() =>
  import('../../features/search/SearchForm.tsx').then((module) => ({ default: module.SearchForm })),
);

/** The search as the URL tells it (hotel list query, hotel of a detail page), else as kept for the session. */
function initialSearch(search: string, hotelCode: string | undefined): SearchValues {
  const params = new URLSearchParams(search);
  const fromUrl = searchFromQuery(params);
  const values = fromUrl ? normalizeSearch(fromUrl) : loadSearch();
  const hotel = hotelCode ?? params.get('hotelCode') ?? undefined;
  if (!hotel) return values;
  return normalizeSearch({ ...values, hotelCode: hotel, cityCode: undefined });
}

/** The search bar under the header (hotel list, hotel detail, room list). */
export function HeaderSearch() {
  const { search, pathname } = useLocation();
  const { hotelCode } = useParams();
  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-3">
        <Suspense fallback={<div className="h-[4.5rem]" />}>
          <SearchForm key={`${pathname}${search}`} initial={initialSearch(search, hotelCode)} />
        </Suspense>
      </div>
    </div>
  );
}

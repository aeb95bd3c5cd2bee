import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { allHotelsQuery, hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';
import type { SearchTarget } from '../../features/search/SearchForm.tsx';
import { StaySummary } from '../../features/search/StaySummary.tsx';
import {
  normalizeSearch,
  type SearchValues,
  searchFromQuery,
  storedSearch,
  todayIn,
} from '../../features/search/searchState.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useRouteName } from '../../lib/routing/useRouteName.ts';

const SearchForm = lazy(() =>
  import('../../features/search/SearchForm.tsx').then((module) => ({ default: module.SearchForm })),
);

/** Filters of the hotel list a new search keeps (the destination itself comes from the form). */
const KEPT_FILTERS = ['brand', 'facilities', 'minStars', 'minPrice', 'maxPrice'];

/** The search as the URL tells it (hotel list query, hotel of a detail page), else as kept for the session. */
function initialSearch(search: string, hotelCode: string | undefined, today: string): SearchValues | undefined {
  const params = new URLSearchParams(search);
  const fromUrl = searchFromQuery(params);
  const values = fromUrl ? normalizeSearch(fromUrl, today) : (storedSearch(today) ?? undefined);
  const hotel = hotelCode ?? params.get('hotelCode') ?? undefined;
  if (!hotel) return values;
  return normalizeSearch({ ...(values ?? {}), hotelCode: hotel, cityCode: undefined }, today);
}

/** Today at the hotel of the page (a hotel's page or room list), else the browser's today. */
function usePageToday(): string {
  const language = useLanguage();
  const { search } = useLocation();
  const { hotelCode } = useParams();
  const linked = hotelCode ? null : new URLSearchParams(search).get('hotelCode');
  const hotel = hotelCode ?? linked ?? '';
  // A code from a link (`?hotelCode=`) may name no hotel of the group any more: asked for only once known.
  const known = useQuery({ ...allHotelsQuery(language), enabled: Boolean(linked) }).data?.list;
  const ours = !linked || Boolean(known?.some((item) => item.hotelCode === linked));
  const detail = useQuery({
    ...hotelDetailQuery(language, hotel),
    enabled: Boolean(hotel) && ours,
    meta: { silent: true },
  });
  return todayIn(detail.data?.timeZone);
}

/**
 * Where a search from the header goes: the same hotel's detail or room list stays on that page with
 * the new stay; anything else goes to the hotel list (keeping its filters when already there).
 */
function useTarget(): SearchTarget {
  const route = useRouteName();
  const { search } = useLocation();
  const { hotelCode, roomTypeCode } = useParams();
  const current = new URLSearchParams(search);
  const hotelOfPage = hotelCode ?? current.get('hotelCode') ?? undefined;
  return (query, form) => {
    const sameHotel = Boolean(form.hotelCode && form.hotelCode === hotelOfPage);
    if (route === 'hotelDetail' && sameHotel && hotelCode) {
      const { hotelCode: _, ...stay } = query;
      return pagePaths.hotelDetail(hotelCode, stay);
    }
    if (route === 'roomList' && sameHotel) return pagePaths.roomList(roomTypeCode, query);
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) next.set(key, String(value));
    if (route === 'hotelList') {
      for (const key of KEPT_FILTERS) {
        const value = current.get(key);
        if (value) next.set(key, value);
      }
    }
    return pagePaths.hotelList(next);
  };
}

/**
 * The search bar under the header (hotel list, hotel detail, room list). On small screens it folds
 * into a line with the stay and a button that opens it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const { hotelCode } = useParams();
  const target = useTarget();
  const id = useId();
  const [open, setOpen] = useState(false);
  const today = usePageToday();
  return (
    <div className="border-b border-border bg-main-soft">
      <div className="mx-auto max-w-6xl px-4 py-3">
        <div className="flex items-center justify-between gap-3 md:hidden">
          <StaySummary stay={effectiveStay(new URLSearchParams(search), today)} className="min-w-0 flex-1 truncate" />
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
            className="shrink-0 rounded-md border border-main bg-background px-3 py-1.5 text-sm font-semibold text-main"
          >
            {t(open ? 'ui.search.hideSearch' : 'ui.search.changeSearch')}
          </button>
        </div>
        <div id={id} className={`${open ? 'mt-3' : 'hidden'} md:mt-0 md:block`}>
          <Suspense fallback={<div className="h-[4.75rem] rounded-xl border border-border bg-background" />}>
            <SearchForm
              key={`${pathname}${search}`}
              variant="bar"
              initial={initialSearch(search, hotelCode, today)}
              target={target}
            />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

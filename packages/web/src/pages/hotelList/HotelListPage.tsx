import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { openingPictureIndex } from '@hotel/contract/pictures';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDisplayCurrency } from '../../features/currency/displayCurrency.ts';
import { HotelListItem } from '../../features/hotels/HotelListItem.tsx';
import { hotelFilterQuery, hotelSearchQuery, recommendQuery } from '../../features/hotels/hotelSearchApi.ts';
import { allHotelsQuery } from '../../features/hotels/hotelsApi.ts';
import { InactivityGuard } from '../../features/inactivity/InactivityGuard.tsx';
import { partiesOfStay, useFitsSomewhere } from '../../features/search/occupancyApi.ts';
import { PartyFitNotice } from '../../features/search/PartyFitNotice.tsx';
import { StaySummary } from '../../features/search/StaySummary.tsx';
import { searchErrors } from '../../features/search/searchErrors.ts';
import { apiErrorFields } from '../../features/search/searchFetch.ts';
import { isStalePastStay, saveSearch, storedSearch } from '../../features/search/searchState.ts';
import { useStayLink } from '../../features/search/useStayLink.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { HotelRatingControls, RatingBadge, useHotelRatings } from '../../features/stay/HotelRatingControls.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ListItemSkeleton } from '../../ui/Skeleton.tsx';
import { HotelFilters } from './HotelFilters.tsx';
import {
  FILTER_KEYS,
  hasFilters,
  hotelFilterParams,
  hotelListFilters,
  hotelListParams,
  searchWithStay,
  withParams,
} from './useHotelListParams.ts';

/** Shown while the first results load. */
function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {[0, 1, 2].map((index) => (
        <ListItemSkeleton key={index} label={index === 0 ? t('ui.common.loading') : undefined} />
      ))}
    </div>
  );
}

/**
 * The hotel list: hotels with rooms for the URL's stay and their lowest price per night, ten a page,
 * full ones last and marked; filters by city, brand, stars, facilities and price; recommendations
 * when everything is full. The search form above it (header search) shows what the server refused.
 */
export function HotelListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const exchangeNo = useDisplayCurrency();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { pathname } = useLocation();
  const url = useStayLink();
  const stale = isStalePastStay(url);
  const filters = hotelListFilters(url);
  const filtering = hasFilters(filters);
  // Without dates in the URL (e.g. from the menu), the session's search prices the list.
  const { stay, query } = searchWithStay(url);
  const listParams = { ...hotelListParams(query), exchangeNo };

  const filterResult = useQuery(hotelFilterQuery(language, hotelFilterParams(query, filters, exchangeNo)));
  const searchedHotel = url.get('hotelCode');
  const ratings = useHotelRatings(language, url);
  const filtered = filtering
    ? (filterResult.data?.list ?? [])
        .map((hotel) => hotel.hotelCode)
        .filter((code) => !searchedHotel || code === searchedHotel)
    : undefined;
  const matching =
    ratings.allowed === undefined
      ? filtered
      : ratings.allowed.filter((code) => (filtered ?? [searchedHotel ?? code]).includes(code));
  const waitingForFilter = (filtering && (!filterResult.data || filterResult.isPlaceholderData)) || !ratings.ready;
  const ranked = ratings.rank ? { ...listParams, rank: ratings.rank } : listParams;
  const hotels = useQuery({
    ...hotelSearchQuery(language, matching ? { ...ranked, hotelCodes: matching.join(',') } : ranked),
    enabled: !stale && !waitingForFilter && (matching === undefined || matching.length > 0),
  });
  const data = matching?.length === 0 ? undefined : hotels.data;
  const openingPicture = openingPictureIndex(data?.list ?? [], (hotel) => hotel.pictures[0]);
  const noMatch = matching !== undefined && matching.length === 0 && !waitingForFilter;
  const allFull = Boolean(data?.otherData.isAllFull && data.list.length > 0);
  const fits = useFitsSomewhere(partiesOfStay(stay), searchedHotel ?? undefined);
  const recommendations = useQuery({
    ...recommendQuery(language, { ...listParams, offset: undefined }),
    enabled: allFull && config?.recommendSetting.isUse === true,
  });

  // What the server refused (a wrong promotion code, dates) shows beside the search form's fields.
  useEffect(() => {
    searchErrors.set(hotels.isError ? apiErrorFields(hotels.error) : {});
  }, [hotels.isError, hotels.error]);
  useEffect(() => () => searchErrors.clear(), []);

  const go = (changes: Record<string, string | number | undefined>) =>
    navigate(`${pathname}${withParams(url, changes)}`, { replace: true, preventScrollReset: true });

  // A hotel code from an old link that names no hotel of the group is dropped, here and in the session.
  const knownHotels = useQuery(allHotelsQuery(language, exchangeNo)).data?.list;
  const unknownHotel =
    searchedHotel && knownHotels && !knownHotels.some((hotel) => hotel.hotelCode === searchedHotel)
      ? searchedHotel
      : null;
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (!unknownHotel) return;
    notices.notify(t('results.hotelList.unknownHotel'), 'info');
    const kept = storedSearch();
    if (kept?.hotelCode === unknownHotel) saveSearch({ ...kept, hotelCode: undefined });
    goRef.current({ hotelCode: undefined });
  }, [unknownHotel, t]);
  const noDestination = !searchedHotel && !url.get('cityCode') && !config?.hotelCode;
  const clearFilters = () =>
    go(Object.fromEntries([...FILTER_KEYS, 'cityCode', 'minRating'].map((key) => [key, undefined])));
  const city = filterResult.data?.options.cities.find((item) => item.cityCode === url.get('cityCode'));
  const currency = exchangeNo ?? filterResult.data?.options.priceRange.currency ?? config?.currency ?? DEFAULT_CURRENCY;
  // A code valid at some hotels only: its company's rates are marked where they apply.
  const codeCompanyAt = (hotelCode: string) =>
    data?.companyHint && data.codeHotels?.includes(hotelCode) ? data.companyHint : undefined;
  const loading = !stale && !noMatch && (hotels.isPending || waitingForFilter) && !data;

  return (
    <div className="flex flex-col gap-6">
      <InactivityGuard />
      <div className="flex flex-col gap-1">
        <h1 id="hotel-list-title" className="text-2xl font-semibold sm:text-3xl">
          {city ? t('results.hotelList.titleIn', { city: city.name }) : t('ui.pageTitle.hotelList')}
        </h1>
        <StaySummary stay={stay} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <aside aria-labelledby="hotel-filters-title" className="rounded-lg border border-border bg-background p-4">
          <h2 id="hotel-filters-title" className="font-semibold">
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="hotel-filters-panel"
              onClick={() => setFiltersOpen(!filtersOpen)}
              className="flex w-full items-center justify-between gap-2 text-left lg:pointer-events-none"
            >
              {t('results.hotelList.filters.title')}
              <span aria-hidden="true" className={`transition-transform lg:hidden ${filtersOpen ? 'rotate-180' : ''}`}>
                ▾
              </span>
            </button>
          </h2>
          <div id="hotel-filters-panel" className={`${filtersOpen ? 'block' : 'hidden'} pt-4 lg:block`}>
            <HotelFilters
              options={filterResult.data?.options}
              cityCode={url.get('cityCode') ?? undefined}
              filters={filters}
              currency={currency}
              onChange={go}
              onClear={clearFilters}
            />
          </div>
        </aside>
        <section aria-labelledby="hotel-list-title" className="flex flex-col gap-4">
          <HotelRatingControls search={url} onChange={go} />
          {data || noMatch ? (
            <p className="text-sm text-muted" aria-live="polite" data-testid="hotel-count">
              {t('results.hotelList.count', { count: data?.total ?? 0 })}
            </p>
          ) : null}
          {noDestination && data ? (
            <p className="rounded-md bg-surface p-3 text-sm text-muted" role="status" data-testid="no-destination">
              {t('results.hotelList.noDestination')}
            </p>
          ) : null}
          {stale ? (
            <p
              role="alert"
              className="rounded-md border-l-4 border-danger bg-background p-4 text-sm"
              data-testid="stale-dates"
            >
              {t('results.hotelList.pastDates')}
            </p>
          ) : null}
          {hotels.isError ? (
            <div
              role="alert"
              className="rounded-md border-l-4 border-danger bg-background p-4 text-sm"
              data-testid="search-error"
            >
              <p className="font-semibold text-danger">{hotels.error.message || t('ui.error.generic')}</p>
              <p className="text-muted">{t('results.hotelList.changeSearch')}</p>
            </div>
          ) : null}
          {data?.companyHint ? (
            <p className="rounded-md bg-main-soft p-3 text-sm" data-testid="company-hint">
              {data.codeHotels
                ? t('ui.search.companyHintSome', { company: data.companyHint })
                : t('ui.search.companyHint', { company: data.companyHint })}
            </p>
          ) : null}
          <PartyFitNotice stay={stay} hotelCode={searchedHotel ?? undefined} />
          {allFull && fits ? (
            <p
              role="status"
              className="rounded-md border-l-4 border-danger bg-background p-4 text-sm font-semibold text-danger"
              data-testid="all-full"
            >
              {t('results.hotelList.allFull')}
            </p>
          ) : null}
          {loading ? <ResultsSkeleton /> : null}
          {noMatch || (data && data.list.length === 0) ? (
            <div
              className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-8"
              data-testid="empty-state"
            >
              <p className="font-semibold">{t('results.hotelList.empty')}</p>
              <p className="text-sm text-muted">{t('results.hotelList.emptyHint')}</p>
              {filtering || url.get('cityCode') || url.get('minRating') ? (
                <Button variant="secondary" onClick={clearFilters}>
                  {t('results.hotelList.filters.clear')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {data && data.list.length > 0 ? (
            <ul
              className={`flex flex-col gap-4 ${hotels.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={hotels.isFetching || undefined}
              data-testid="hotel-list"
            >
              {data.list.map((hotel, index) => (
                <HotelListItem
                  key={hotel.hotelCode}
                  hotel={hotel}
                  stay={stay}
                  eager={index < 2 || index === openingPicture}
                  codeCompany={codeCompanyAt(hotel.hotelCode)}
                  badge={<RatingBadge rating={ratings.ratingOf(hotel.hotelCode)} />}
                />
              ))}
            </ul>
          ) : null}
          {data ? (
            <Pager
              page={Math.floor(data.offset / data.limit) + 1}
              size={data.limit}
              total={data.total}
              hrefOf={(page) => offsetHref(pathname, url.toString(), (page - 1) * data.limit)}
            />
          ) : null}
          {allFull && recommendations.data && recommendations.data.length > 0 ? (
            <section
              aria-labelledby="recommend-title"
              className="flex flex-col gap-4 pt-4"
              data-testid="recommendations"
            >
              <h2 id="recommend-title" className="text-xl font-semibold">
                {t('results.recommend.title')}
              </h2>
              <p className="text-sm text-muted">{t('results.recommend.description')}</p>
              <ul className="flex flex-col gap-4">
                {recommendations.data.map((hotel) => (
                  <HotelListItem key={hotel.hotelCode} hotel={hotel} stay={stay} />
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** The current address with another `offset` (none for the first page). */
function offsetHref(pathname: string, search: string, offset: number): string {
  const params = new URLSearchParams(search);
  if (offset > 0) params.set('offset', String(offset));
  else params.delete('offset');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

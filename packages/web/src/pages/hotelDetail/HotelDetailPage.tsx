import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useDisplayCurrency } from '../../features/currency/displayCurrency.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { hotelContactQuery, hotelPolicyQuery } from '../../features/hotels/hotelSearchApi.ts';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { RoomTypeCard } from '../../features/hotels/RoomTypeCard.tsx';
import { useBrandLabel } from '../../features/hotels/useBrandLabel.ts';
import { useFacilityLabel } from '../../features/hotels/useFacilityLabel.ts';
import { PriceFrom } from '../../features/pricing/PriceFrom.tsx';
import { roomSearchParams, roomsQuery } from '../../features/rooms/roomsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';
import { StaySummary } from '../../features/search/StaySummary.tsx';
import { todayIn } from '../../features/search/searchState.ts';
import { useStayLink } from '../../features/search/useStayLink.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { HotelReviews } from '../../features/stay/HotelReviews.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageDescription } from '../../lib/routing/pageDescription.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { HotelFacts } from './HotelFacts.tsx';
import { HotelGallery } from './HotelGallery.tsx';

/** Distinct non-empty strings, so each can be its own React key. */
const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6" data-testid="skeleton">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <div className="grid gap-2 md:grid-cols-[2fr_1fr]">
        <Skeleton className="aspect-[8/5] w-full" />
        <div className="grid grid-cols-2 gap-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="aspect-[3/2] w-full" />
          ))}
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * A hotel: pictures, description, facilities, policies, contact, and its room types with their lowest
 * price for the stay (URL, else the session's search); the not-found page when the hotel is unknown.
 */
export function HotelDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const exchangeNo = useDisplayCurrency();
  const config = useSiteConfig();
  const { hotelCode = '' } = useParams();
  const hotel = useQuery(hotelDetailQuery(language, hotelCode));
  const stay = effectiveStay(useStayLink(), todayIn(hotel.data?.timeZone));
  const policy = useQuery(hotelPolicyQuery(language, hotelCode));
  const contact = useQuery(hotelContactQuery(language, hotelCode));
  const rooms = useQuery({
    ...roomsQuery(language, roomSearchParams(hotelCode, stay, exchangeNo, config)),
    enabled: hotel.isSuccess,
  });
  const facilityLabel = useFacilityLabel();
  const brandLabel = useBrandLabel();
  usePageTitle(hotel.data?.name);
  usePageDescription(hotel.data?.shortDescription);

  if (hotel.isPending) return <DetailSkeleton label={t('ui.common.loading')} />;
  if (hotel.isError) {
    if (isApiError(hotel.error) && hotel.error.status === 404) return <StatusMessage kind="notFound" />;
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  const data = hotel.data;
  const roomQuery = new URLSearchParams(stay);
  roomQuery.set('hotelCode', data.hotelCode);
  const priceOf = (roomTypeCode: string) => {
    if (rooms.isPending) return 'loading' as const;
    const room = rooms.data?.list.find((item) => item.roomTypeCode === roomTypeCode);
    if (!room) return rooms.isSuccess ? { lowest: null, isFull: true } : undefined;
    return { lowest: room.lowestPrice, withCharges: room.lowestPriceWithCharges, isFull: room.isFull === 1 };
  };
  const cheapest = rooms.data?.list
    .filter((room) => room.lowestPrice !== null)
    .sort((a, b) => (a.lowestPrice?.amount ?? 0) - (b.lowestPrice?.amount ?? 0))[0];
  const lowest = cheapest?.lowestPrice;
  // Room types with rooms for the stay first, full ones last (the room search's order).
  const rank = new Map(rooms.data?.list.map((room, index) => [room.roomTypeCode, index]) ?? []);
  const orderedRooms = [...data.roomTypes].sort(
    (a, b) =>
      (rank.get(a.roomTypeCode) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.roomTypeCode) ?? Number.MAX_SAFE_INTEGER),
  );
  const listOfCity = pagePaths.hotelList({ ...Object.fromEntries(stay), cityCode: data.cityCode });
  return (
    <article aria-labelledby="hotel-title" className="flex flex-col gap-8">
      <nav aria-label={t('ui.a11y.breadcrumb')} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <LocaleLink to={pagePaths.home()} className="hover:text-main hover:underline">
              {t('ui.nav.home')}
            </LocaleLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <LocaleLink to={listOfCity} className="hover:text-main hover:underline">
              {data.cityName}
            </LocaleLink>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-text">
            {data.name}
          </li>
        </ol>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-main">{brandLabel(data.brand)}</p>
          <h1 id="hotel-title" data-testid="hotel-name" className="text-3xl font-bold">
            {data.name}
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <StarRating value={data.starRating} label={t('ui.hotel.stars', { count: data.starRating })} />
            <span>{data.cityName}</span>
            <span>{data.address}</span>
          </div>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          {rooms.data?.isAllFull ? (
            <p className="text-sm font-semibold text-danger">{t('ui.hotel.fullForDates')}</p>
          ) : lowest ? (
            <PriceFrom price={lowest} withCharges={cheapest?.lowestPriceWithCharges} perNight />
          ) : null}
          <LocaleLink
            to={pagePaths.roomList(undefined, roomQuery)}
            className={buttonClass('primary')}
            data-testid="hotel-rooms-link"
          >
            {t('ui.hotel.seeRoomsAndRates')}
          </LocaleLink>
        </div>
      </header>
      <HotelGallery hotel={data} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="hotel-about" className="flex flex-col gap-3">
            <h2 id="hotel-about" className="text-xl font-semibold">
              {t('ui.hotel.about')}
            </h2>
            {unique((data.description || data.shortDescription).split(/\n{2,}/)).map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
          {data.facilities.length > 0 ? (
            <section aria-labelledby="hotel-facilities" className="flex flex-col gap-3">
              <h2 id="hotel-facilities" className="text-xl font-semibold">
                {t('ui.hotel.facilities')}
              </h2>
              <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3" data-testid="hotel-facilities">
                {unique(data.facilities).map((facility) => (
                  <li key={facility} className="flex items-center gap-2">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current text-main">
                      <path d="M7.6 13.6 4.3 10.3a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l9-9a1 1 0 0 0-1.4-1.4z" />
                    </svg>
                    {facilityLabel(facility)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="hotel-policies" className="flex flex-col gap-3" data-testid="hotel-policies">
            <h2 id="hotel-policies" className="text-xl font-semibold">
              {t('ui.hotel.policies')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:max-w-md">
              <div className="rounded-lg bg-surface p-3">
                <dt className="text-muted">{t('ui.hotel.checkInTime')}</dt>
                <dd className="text-lg font-semibold">{policy.data?.checkInTime ?? data.checkInTime}</dd>
              </div>
              <div className="rounded-lg bg-surface p-3">
                <dt className="text-muted">{t('ui.hotel.checkOutTime')}</dt>
                <dd className="text-lg font-semibold">{policy.data?.checkOutTime ?? data.checkOutTime}</dd>
              </div>
            </dl>
            {policy.isPending ? <Skeleton className="h-16 w-full" /> : null}
            {policy.data?.reservationNotice
              ? unique(policy.data.reservationNotice.split(/\n+/)).map((paragraph) => (
                  <p key={paragraph} className="text-sm leading-relaxed">
                    {paragraph}
                  </p>
                ))
              : null}
          </section>
        </div>
        <aside
          aria-labelledby="hotel-contact"
          className="flex flex-col gap-3 self-start rounded-lg border border-border p-4"
        >
          <h2 id="hotel-contact" className="text-xl font-semibold">
            {t('ui.hotel.contact')}
          </h2>
          <HotelFacts hotel={data} contact={contact.data} />
        </aside>
      </div>
      <section id="rooms" aria-labelledby="hotel-rooms" className="flex scroll-mt-4 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="hotel-rooms" className="text-xl font-semibold">
            {t('ui.hotel.rooms')}
          </h2>
          <StaySummary stay={stay} />
        </div>
        {rooms.isError ? (
          <p role="alert" className="rounded-md border-l-4 border-danger p-3 text-sm">
            {rooms.error.message || t('ui.error.generic')}
          </p>
        ) : null}
        {data.roomTypes.length === 0 ? <p className="text-muted">{t('ui.hotel.noRooms')}</p> : null}
        <ul className="flex flex-col gap-4">
          {orderedRooms.map((room) => (
            <RoomTypeCard
              key={room.roomTypeCode}
              room={room}
              hotelCode={data.hotelCode}
              stay={stay}
              price={priceOf(room.roomTypeCode)}
            />
          ))}
        </ul>
      </section>
      <HotelReviews hotelCode={data.hotelCode} />
    </article>
  );
}

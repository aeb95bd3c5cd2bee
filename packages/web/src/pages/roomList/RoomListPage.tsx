import { openingPictureIndex } from '@hotel/contract/pictures';
import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useDisplayCurrency } from '../../features/currency/displayCurrency.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { HotelListItem } from '../../features/hotels/HotelListItem.tsx';
import { recommendQuery } from '../../features/hotels/hotelSearchApi.ts';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { InactivityGuard } from '../../features/inactivity/InactivityGuard.tsx';
import { RoomCard } from '../../features/rooms/RoomCard.tsx';
import { roomSearchParams, roomsQuery } from '../../features/rooms/roomsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';
import { PartyFitNotice } from '../../features/search/PartyFitNotice.tsx';
import { StaySummary } from '../../features/search/StaySummary.tsx';
import { searchErrors } from '../../features/search/searchErrors.ts';
import { apiErrorFields } from '../../features/search/searchFetch.ts';
import { todayIn } from '../../features/search/searchState.ts';
import { useStayLink } from '../../features/search/useStayLink.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { SelectionBasket } from '../../features/stayGroup/SelectionBasket.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { ListItemSkeleton } from '../../ui/Skeleton.tsx';
import { NotOfferedRooms } from './NotOfferedRooms.tsx';

/** Without a hotel in the URL there is nothing to price: point to the hotel list. */
function ChooseHotel() {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
      aria-labelledby="room-list-title"
    >
      <h1 id="room-list-title" className="text-2xl font-semibold">
        {t('ui.pageTitle.roomList')}
      </h1>
      <p className="text-muted">{t('results.roomList.chooseHotel')}</p>
      <LocaleLink to={pagePaths.hotelList()} className={buttonClass('primary')}>
        {t('results.roomList.browseHotels')}
      </LocaleLink>
    </section>
  );
}

/**
 * The room list of a hotel (or one room type of it) for the stay of the URL, else of the session's
 * search: each room with its facts and rates (nightly breakdown, total, payment, cancellation, meal
 * plan), member-only rates asking to sign in, full rates and rooms marked and last; when everything is
 * full, other hotels with rooms. The search form above shows what the server refused.
 */
export function RoomListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const exchangeNo = useDisplayCurrency();
  const { roomTypeCode } = useParams();
  const url = useStayLink();
  const hotelCode = config?.hotelCode ?? url.get('hotelCode') ?? '';
  const hotel = useQuery({ ...hotelDetailQuery(language, hotelCode), enabled: Boolean(hotelCode) });
  const stay = effectiveStay(url, todayIn(hotel.data?.timeZone));
  const rooms = useQuery({
    ...roomsQuery(language, roomSearchParams(hotelCode, stay, exchangeNo, config), roomTypeCode),
    // A stay without dates starts on the hotel's today, known once the hotel has answered.
    enabled: Boolean(hotelCode) && (url.has('checkInDate') || !hotel.isPending),
  });
  const allFull = Boolean(rooms.data?.isAllFull);
  const openingPicture = openingPictureIndex(rooms.data?.list ?? [], (room) => room.pictures[0]);
  // Room types kept back by the hotel's rules on these dates: said with their reason, not as sold out.
  const notOffered = rooms.data?.notOffered ?? [];
  const recommendations = useQuery({
    ...recommendQuery(language, {
      hotelCodes: hotelCode,
      checkInDate: stay.get('checkInDate') ?? undefined,
      checkOutDate: stay.get('checkOutDate') ?? undefined,
      roomCount: Number(stay.get('roomCount')) || undefined,
      adultsNumber: Number(stay.get('adultsNumber')) || undefined,
      childNumber: Number(stay.get('childNumber')) || undefined,
      childAges: stay.get('childAges') ?? undefined,
      exchangeNo,
    }),
    enabled: allFull && !roomTypeCode && config?.recommendSetting.isUse === true,
  });
  usePageTitle(hotel.data?.name);

  useEffect(() => {
    searchErrors.set(rooms.isError ? apiErrorFields(rooms.error) : {});
  }, [rooms.isError, rooms.error]);
  useEffect(() => () => searchErrors.clear(), []);

  if (!hotelCode) return <ChooseHotel />;
  if (hotel.isError && isApiError(hotel.error) && hotel.error.status === 404) return <StatusMessage kind="notFound" />;

  const hotelQuery = Object.fromEntries(stay);
  const allRooms = pagePaths.roomList(undefined, { ...hotelQuery, hotelCode });
  const roomName = roomTypeCode ? rooms.data?.list[0]?.name : undefined;
  return (
    <div className="flex flex-col gap-6">
      <InactivityGuard />
      <nav aria-label={t('ui.a11y.breadcrumb')} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <LocaleLink to={pagePaths.home()} className="hover:text-main hover:underline">
              {t('ui.nav.home')}
            </LocaleLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <LocaleLink
              to={pagePaths.hotelDetail(hotelCode, hotelQuery)}
              className="hover:text-main hover:underline"
              data-testid="room-list-hotel-link"
            >
              {hotel.data?.name ?? hotelCode}
            </LocaleLink>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-text">
            {roomName ?? t('ui.pageTitle.roomList')}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="room-list-title" className="text-2xl font-semibold sm:text-3xl">
            {hotel.data ? t('results.roomList.title', { hotel: hotel.data.name }) : t('ui.pageTitle.roomList')}
          </h1>
          <StaySummary stay={stay} />
        </div>
        {roomTypeCode ? (
          <LocaleLink to={allRooms} className={buttonClass('secondary')} data-testid="all-rooms-link">
            {t('results.roomList.allRooms')}
          </LocaleLink>
        ) : null}
      </div>
      {config?.reservationNotice ? (
        <p className="rounded-md bg-surface p-3 text-sm text-muted">{config.reservationNotice}</p>
      ) : null}
      {rooms.isError ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-danger bg-background p-4 text-sm"
          data-testid="search-error"
        >
          <p className="font-semibold text-danger">{rooms.error.message || t('ui.error.generic')}</p>
          <p className="text-muted">{t('results.hotelList.changeSearch')}</p>
        </div>
      ) : null}
      {rooms.data?.companyHint ? (
        <p className="rounded-md bg-main-soft p-3 text-sm" data-testid="company-hint">
          {t('ui.search.companyHint', { company: rooms.data.companyHint })}
        </p>
      ) : null}
      <PartyFitNotice stay={stay} hotelCode={hotelCode} />
      <NotOfferedRooms rooms={notOffered} />
      {allFull && notOffered.length === 0 ? (
        <p
          role="status"
          className="rounded-md border-l-4 border-danger bg-background p-4 text-sm font-semibold text-danger"
          data-testid="all-full"
        >
          {t('results.roomList.allFull')}
        </p>
      ) : null}
      <SelectionBasket hotelCode={hotelCode} />
      {rooms.isPending ? (
        <div className="flex flex-col gap-4">
          {[0, 1].map((index) => (
            <ListItemSkeleton key={index} label={index === 0 ? t('ui.common.loading') : undefined} />
          ))}
        </div>
      ) : null}
      {rooms.data && rooms.data.list.length === 0 && notOffered.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-muted" data-testid="empty-state">
          {t('results.roomList.empty')}
        </p>
      ) : null}
      {rooms.data && rooms.data.list.length > 0 ? (
        <div
          className={`flex flex-col gap-6 ${rooms.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={rooms.isFetching || undefined}
          data-testid="room-list"
        >
          {rooms.data.list.map((room, index) => (
            <RoomCard
              key={room.roomTypeCode}
              room={room}
              hotelCode={hotelCode}
              stay={stay}
              timeZone={hotel.data?.timeZone}
              eager={index === openingPicture}
            />
          ))}
        </div>
      ) : null}
      {allFull && recommendations.data && recommendations.data.length > 0 ? (
        <section aria-labelledby="recommend-title" className="flex flex-col gap-4 pt-4" data-testid="recommendations">
          <h2 id="recommend-title" className="text-xl font-semibold">
            {t('results.recommend.title')}
          </h2>
          <p className="text-sm text-muted">{t('results.recommend.description')}</p>
          <ul className="flex flex-col gap-4">
            {recommendations.data.map((item) => (
              <HotelListItem key={item.hotelCode} hotel={item} stay={stay} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { pagePaths, type RoomBookParams } from '@hotel/contract/routes';
import { addDays } from '@hotel/contract/schemas/common';
import type { TimePeriodPrice } from '@hotel/contract/schemas/orderFlow';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorDataOf, isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useDisplayCurrency } from '../currency/displayCurrency.ts';
import { recommendQuery } from '../hotels/hotelSearchApi.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { roomSearchParams, roomsQuery } from '../rooms/roomsApi.ts';
import { rateCalendarQuery } from '../search/calendarApi.ts';
import { todayIn } from '../search/searchState.ts';
import { calendarMonthsAround, otherStayDates } from './alternatives.ts';
import { describeBookingError } from './bookingErrors.ts';

/** Why the stay cannot be booked as asked, as the booking page learnt it on arrival. */
export interface StayProblem {
  /** 703 sold out, 701 too few rooms, 90208 minimum stay, 90061 code needed, 90060 party too large, ... */
  code: string;
  message: string;
  /** The fewest nights the rate takes, when the problem is the minimum stay. */
  minStay?: number;
}

/**
 * What the booking page must say on arrival, before any form: a rate refused for the stay (its code
 * and message), or a rate full for the party of the address (sold out or too few rooms); null when
 * the stay can be booked, or when only a party changed on the form is refused (the form says so).
 */
export function stayProblemOf(
  rate: { isError: boolean; error: unknown; isPlaceholderData: boolean },
  price: Pick<TimePeriodPrice, 'isFull' | 'unavailableReason'> | undefined,
  party: { adults: number; children: number },
  params: Pick<RoomBookParams, 'adultsNumber' | 'childNumber'>,
  translate: (key: string) => string,
): StayProblem | null {
  if (rate.isError && !price) {
    const problem = describeBookingError(rate.error, translate);
    const code = isApiError(rate.error) && rate.error.errorCode !== null ? String(rate.error.errorCode) : '';
    const minStay = errorDataOf(rate.error)?.minStay;
    return { code, message: problem.message, minStay: typeof minStay === 'number' ? minStay : undefined };
  }
  const asked = party.adults === params.adultsNumber && party.children === params.childNumber;
  if (!price?.isFull || rate.isPlaceholderData || !asked) return null;
  const code = price.unavailableReason === 'insufficientRooms' ? '701' : '703';
  return { code, message: translate(`errors.${code}`) };
}

const SPAN_DAYS = 7;
const LIMIT = 3;

type Stay = Pick<
  RoomBookParams,
  'hotelCode' | 'checkInDate' | 'checkOutDate' | 'roomCount' | 'adultsNumber' | 'childNumber'
> &
  Partial<Pick<RoomBookParams, 'discountType' | 'discountCode'>>;

const stayQuery = (stay: Stay, dates?: { checkInDate: string; checkOutDate: string }) => ({
  hotelCode: stay.hotelCode,
  checkInDate: dates?.checkInDate ?? stay.checkInDate,
  checkOutDate: dates?.checkOutDate ?? stay.checkOutDate,
  roomCount: stay.roomCount,
  adultsNumber: stay.adultsNumber,
  childNumber: stay.childNumber,
  discountType: stay.discountType,
  discountCode: stay.discountCode,
});

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <h3 className="text-base font-semibold">{title}</h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">{children}</ul>
    </section>
  );
}

function Choice({ to, label, detail, price }: { to: string; label: string; detail?: string; price?: string }) {
  return (
    <li>
      <LocaleLink
        to={to}
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 hover:bg-surface focus-visible:bg-surface"
      >
        <span className="flex flex-col">
          <span className="font-medium text-main underline-offset-2 hover:underline">{label}</span>
          {detail ? <span className="text-sm text-muted">{detail}</span> : null}
        </span>
        {price ? <span className="text-sm tabular-nums">{price}</span> : null}
      </LocaleLink>
    </li>
  );
}

/** Nearby stays of the same length with every night bookable at the hotel, from its rate calendar. */
function OtherDatesChoices({ stay, timeZone, nights }: { stay: Stay; timeZone: string; nights: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const months = calendarMonthsAround(stay.checkInDate, SPAN_DAYS, nights);
  const calendars = useQueries({
    queries: months.map((month) => rateCalendarQuery(language, stay.hotelCode, month)),
  });
  if (calendars.some((calendar) => !calendar.data)) return null;
  const dates = otherStayDates(
    calendars.map((calendar) => calendar.data!),
    { checkInDate: stay.checkInDate, nights, today: todayIn(timeZone) },
    { spanDays: SPAN_DAYS, limit: LIMIT },
  );
  if (dates.length === 0) return null;
  const currency = calendars[0]!.data!.currency;
  return (
    <Section title={t('booking.unavailable.otherDates')} testId="other-dates">
      {dates.map((dates) => (
        <Choice
          key={dates.checkInDate}
          to={pagePaths.roomList(undefined, stayQuery(stay, dates))}
          label={t('booking.unavailable.dates', {
            checkIn: format.date(dates.checkInDate, 'full'),
            checkOut: format.date(dates.checkOutDate, 'full'),
          })}
          price={t('booking.unavailable.fromPerNight', { price: format.money(dates.fromAmount, currency) })}
        />
      ))}
    </Section>
  );
}

/** Room types of the same hotel that are open for the same stay and party. */
function OtherRoomChoices({ stay, roomTypeCode }: { stay: Stay; roomTypeCode: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const exchangeNo = useDisplayCurrency();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(stayQuery(stay))) {
    if (value !== undefined && key !== 'hotelCode') query.set(key, String(value));
  }
  const rooms = useQuery(roomsQuery(language, roomSearchParams(stay.hotelCode, query, exchangeNo)));
  const open = (rooms.data?.list ?? []).filter((room) => room.roomTypeCode !== roomTypeCode && !room.isFull);
  if (open.length === 0) return null;
  return (
    <Section title={t('booking.unavailable.otherRooms')} testId="other-rooms">
      {open.slice(0, LIMIT).map((room) => (
        <Choice
          key={room.roomTypeCode}
          to={pagePaths.roomList(room.roomTypeCode, stayQuery(stay))}
          label={room.name}
          detail={t('booking.unavailable.roomHolds', { adults: room.maxAdults, children: room.maxChildren })}
          price={
            room.lowestPrice
              ? t('booking.unavailable.fromPerNight', { price: format.price(room.lowestPrice) })
              : undefined
          }
        />
      ))}
    </Section>
  );
}

/** Other open hotels for the same stay: those of the same city first (the server's order). */
function OtherHotelChoices({ stay }: { stay: Stay }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const exchangeNo = useDisplayCurrency();
  const { hotelCode, discountCode: _code, discountType: _type, ...rest } = stayQuery(stay);
  const hotels = useQuery(recommendQuery(language, { ...rest, hotelCodes: hotelCode, exchangeNo, limit: LIMIT }));
  const open = (hotels.data ?? []).filter((hotel) => hotel.hotelCode !== hotelCode).slice(0, LIMIT);
  if (open.length === 0) return null;
  return (
    <Section title={t('booking.unavailable.otherHotels')} testId="other-hotels">
      {open.map((hotel) => (
        <Choice
          key={hotel.hotelCode}
          to={pagePaths.roomList(undefined, { ...rest, hotelCode: hotel.hotelCode })}
          label={hotel.name}
          detail={hotel.cityName}
          price={
            hotel.lowestPrice
              ? t('booking.unavailable.fromPerNight', { price: format.price(hotel.lowestPrice) })
              : undefined
          }
        />
      ))}
    </Section>
  );
}

const TITLES: Record<string, string> = {
  '703': 'booking.unavailable.soldOutTitle',
  '90010': 'booking.unavailable.soldOutTitle',
  '701': 'booking.unavailable.fewRoomsTitle',
  '90011': 'booking.unavailable.fewRoomsTitle',
  '90208': 'booking.unavailable.minStayTitle',
  '90062': 'booking.unavailable.maxStayTitle',
  '90063': 'booking.unavailable.arrivalTitle',
  '90061': 'booking.unavailable.codeTitle',
  '90060': 'booking.unavailable.partyTitle',
};

/**
 * Said on arrival at /roomBook when the stay cannot be booked as asked: why, in its own words, and
 * what the guest can do next: the fix that fits the reason, other dates from the hotel's rate
 * calendar, other room types of the hotel, other hotels (same city first).
 */
export function StayUnavailable({
  stay,
  roomTypeCode,
  roomName,
  timeZone,
  problem,
}: {
  stay: Stay;
  roomTypeCode: string;
  roomName: string;
  timeZone: string;
  problem: StayProblem;
}) {
  const { t } = useTranslation();
  const nights = Math.max(1, (Date.parse(stay.checkOutDate) - Date.parse(stay.checkInDate)) / 86_400_000);
  const roomList = pagePaths.roomList(roomTypeCode, stayQuery(stay));
  const wrongDates = ['703', '90010', '90063', '701', '90011'].includes(problem.code);
  const longer =
    problem.code === '90208' && problem.minStay
      ? pagePaths.roomList(roomTypeCode, {
          ...stayQuery(stay),
          checkOutDate: addDays(stay.checkInDate, problem.minStay),
        })
      : null;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="rate-unavailable" data-code={problem.code}>
      <div className="flex flex-col gap-2" role="alert">
        <h2 className="text-xl font-semibold">{t(TITLES[problem.code] ?? 'booking.unavailable.title')}</h2>
        <p className="text-muted" data-testid="unavailable-reason">
          {problem.message}
        </p>
        <p className="text-sm text-muted">{t('booking.unavailable.what', { room: roomName })}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {longer ? (
          <LocaleLink to={longer} className={buttonClass('primary')} data-testid="stay-longer">
            {t('booking.unavailable.stayNights', { nights: problem.minStay ?? 0 })}
          </LocaleLink>
        ) : null}
        <LocaleLink to={roomList} className={buttonClass(longer ? 'secondary' : 'primary')} data-testid="change-search">
          {problem.code === '90061' ? t('booking.unavailable.enterCode') : t('booking.unavailable.changeSearch')}
        </LocaleLink>
      </div>
      {wrongDates ? <OtherDatesChoices stay={stay} timeZone={timeZone} nights={nights} /> : null}
      <OtherRoomChoices stay={stay} roomTypeCode={roomTypeCode} />
      <OtherHotelChoices stay={stay} />
    </Card>
  );
}

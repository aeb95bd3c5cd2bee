import { API_PREFIX } from '@hotel/contract/routes';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, which a healthy page has none of. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Room types with the most rooms left first. Journeys that book near nights take from these, so the
 * seeded last rooms (another journey's fixture) stay as they are whatever the hour of the run.
 */
export function plentifulFirst<Room extends { roomTypeCode: string; fewRoomsLeft?: number | null }>(
  rooms: Room[],
): Room[] {
  return [...rooms].sort((a, b) => (b.fewRoomsLeft ?? 1_000) - (a.fewRoomsLeft ?? 1_000));
}

/** A date `days` from today (UTC), `yyyy-MM-dd`. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface FoundRate {
  hotelCode: string;
  roomTypeCode: string;
  ratePlanCode: string;
  checkInDate: string;
  checkOutDate: string;
  currency: string;
}

interface ApiRate {
  ratePlanCode: string;
  paymentType: number;
  cancellationFlag: number;
  isFull: number;
  requiresSignIn: boolean;
  memberOnly: boolean;
}

/** The first bookable public rate (1 adult, 1 room, 2 nights from `days` ahead) with this payment type and flag. */
export async function findRate(
  request: APIRequestContext,
  want: { paymentType: number; cancellationFlag?: number },
  days: number,
): Promise<FoundRate> {
  const checkInDate = dayFromToday(days);
  const checkOutDate = dayFromToday(days + 2);
  const hotels = (await (await request.get(`${API_PREFIX}/en-US/hotels`, { params: { limit: 100 } })).json()).data
    .list as { hotelCode: string }[];
  for (const { hotelCode } of hotels) {
    const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
      params: { hotelCode, checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
    });
    if (!response.ok()) continue;
    const data = (await response.json()).data as {
      currency: string;
      list: { roomTypeCode: string; roomRates: ApiRate[] }[];
    };
    for (const room of data.list) {
      const rate = room.roomRates.find(
        (candidate) =>
          candidate.isFull === 0 &&
          !candidate.requiresSignIn &&
          !candidate.memberOnly &&
          candidate.paymentType === want.paymentType &&
          (want.cancellationFlag === undefined || candidate.cancellationFlag === want.cancellationFlag),
      );
      if (rate) {
        return {
          hotelCode,
          roomTypeCode: room.roomTypeCode,
          ratePlanCode: rate.ratePlanCode,
          checkInDate,
          checkOutDate,
          currency: data.currency,
        };
      }
    }
  }
  throw new Error(`no bookable rate with ${JSON.stringify(want)}`);
}

/** Books a rate through the API in a language (quote, then create with the quoted amount). */
export async function bookThroughApi(
  request: APIRequestContext,
  rate: FoundRate,
  email: string,
  lang = 'en-US',
  mobile = '86 13900139000',
) {
  const order = {
    hotelCode: rate.hotelCode,
    roomTypeCode: rate.roomTypeCode,
    ratePlanCode: rate.ratePlanCode,
    checkInDate: rate.checkInDate,
    checkOutDate: rate.checkOutDate,
    roomCount: 1,
    guestsNumber: { adultCount: 1, childCount: 0 },
    roomInfo: [
      {
        checkInInfo: {
          guestsNumber: { adultCount: 1, childCount: 0 },
          customer: [{ title: 'Ms', firstName: 'Anna', lastName: 'Berg' }],
        },
      },
    ],
    booker: { name: 'Anna Berg', email, mobile },
    verifyAmount: 0,
  };
  const quote = await request.post(`${API_PREFIX}/${lang}/orders/quote`, { data: order });
  expect(quote.ok()).toBe(true);
  const { payAmount } = (await quote.json()).data as { payAmount: number };
  const created = await request.post(`${API_PREFIX}/${lang}/orders`, {
    data: { ...order, verifyAmount: payAmount },
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data as {
    transactionId: string;
    confirmationNumber: string;
    status: number;
    payAmount: number;
    currency: string;
  };
}

/** Pays an order on the sandbox acquirer through a channel (1 Alipay, 2 WeChat, 10 card), as its page would. */
export async function payThroughSandbox(request: APIRequestContext, transactionId: string, channel: number) {
  const started = await request.post(`${API_PREFIX}/en-US/orders/payment`, { data: { transactionId, channel } });
  expect(started.ok()).toBe(true);
  const { payUrl } = (await started.json()).data as { payUrl: string };
  await request.post(payUrl, { form: { outcome: 'succeeded' }, maxRedirects: 0 });
}

const PREPAID = 1;
const NON_CANCELLABLE_FLAG = 0;

/** A prepaid, cancellable public rate at SHA001 for `nights` nights from `days` ahead, the roomiest room type first. */
export async function prepaidAtSha(request: APIRequestContext, days: number, nights: number): Promise<FoundRate> {
  const checkInDate = dayFromToday(days);
  const checkOutDate = dayFromToday(days + nights);
  const response = await request.get(`${API_PREFIX}/en-US/rooms`, {
    params: { hotelCode: 'SHA001', checkInDate, checkOutDate, roomCount: 1, adultsNumber: 1, childNumber: 0 },
  });
  const data = (await response.json()).data as {
    currency: string;
    list: {
      roomTypeCode: string;
      fewRoomsLeft: number | null;
      roomRates: {
        ratePlanCode: string;
        paymentType: number;
        cancellationFlag: number;
        isFull: number;
        requiresSignIn: boolean;
        memberOnly: boolean;
      }[];
    }[];
  };
  for (const room of plentifulFirst(data.list)) {
    const rate = room.roomRates.find(
      (r) =>
        r.isFull === 0 &&
        !r.requiresSignIn &&
        !r.memberOnly &&
        r.paymentType === PREPAID &&
        r.cancellationFlag !== NON_CANCELLABLE_FLAG,
    );
    if (rate) {
      return {
        hotelCode: 'SHA001',
        roomTypeCode: room.roomTypeCode,
        ratePlanCode: rate.ratePlanCode,
        checkInDate,
        checkOutDate,
        currency: data.currency,
      };
    }
  }
  throw new Error('no prepaid cancellable rate at SHA001');
}

import type { Language } from '@hotel/contract/languages';
import type { QueryOf } from '@hotel/contract/schemas/common';
import type { OrderCreate, OrderDetail } from '@hotel/contract/schemas/order';
import type {
  Addon,
  CallbackStatus,
  CancelResult,
  CreatedOrder,
  OrderFillConfig,
  OrderHotel,
  OrderQuote,
  PaymentTypeInfo,
  ServerFieldError,
  StartedPayment,
  TimePeriodPrice,
} from '@hotel/contract/schemas/orderFlow';
import type { timePeriodPriceQuerySchema } from '@hotel/contract/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, buildUrl, errorDataOf, isApiError, type SendOptions } from '../../lib/api/client.ts';

/** The fields a pc1009 answer refused, with their translated messages. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const fields = errorDataOf(error)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is ServerFieldError =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** Whether a failed call has this envelope errorCode (numbers and strings compared as text). */
export function hasErrorCode(error: unknown, ...codes: (number | string)[]): boolean {
  return isApiError(error) && codes.some((code) => String(code) === String(error.errorCode));
}

interface BookingSendOptions extends Omit<SendOptions, 'method'> {
  method: 'POST' | 'PUT' | 'DELETE';
}

/** Sends JSON to an API path and unwraps the envelope; throws ApiError on any failure. */
export function apiSend<T>(path: string, options: BookingSendOptions): Promise<T> {
  return apiRequest<T>(path, options);
}

const path = (value: string) => encodeURIComponent(value);

export const orderFillQuery = (language: Language) =>
  queryOptions({
    queryKey: ['booking', 'orderFill', language] as const,
    queryFn: ({ signal }) => apiGet<OrderFillConfig>('/hotel-configs/order-fill', { language, signal }),
    staleTime: 10 * 60_000,
  });

export const orderHotelQuery = (language: Language, hotelCode: string) =>
  queryOptions({
    queryKey: ['booking', 'hotel', language, hotelCode] as const,
    queryFn: ({ signal }) =>
      apiGet<OrderHotel>(`/${language}/orders/hotel`, { language, signal, query: { hotelCode } }),
    staleTime: 10 * 60_000,
    meta: { mainResource: true },
  });

/** The extras a rate of a hotel can take (a breakfast rate sells no breakfast). */
export const addonsQuery = (language: Language, hotelCode: string, ratePlanCode: string) =>
  queryOptions({
    queryKey: ['booking', 'addons', language, hotelCode, ratePlanCode] as const,
    queryFn: ({ signal }) =>
      apiGet<Addon[]>(`/${language}/orders/addons`, { language, signal, query: { hotelCode, ratePlanCode } }),
    staleTime: 10 * 60_000,
  });

export const paymentTypeQuery = (language: Language, hotelCode: string, ratePlanCode: string) =>
  queryOptions({
    queryKey: ['booking', 'paymentType', language, hotelCode, ratePlanCode] as const,
    queryFn: ({ signal }) =>
      apiGet<PaymentTypeInfo>(`/${language}/orders/payment-type`, {
        language,
        signal,
        query: { hotelCode, ratePlanCode },
      }),
    staleTime: 10 * 60_000,
    meta: { mainResource: true },
  });

/** Query of the rate over a stay: the room type goes in the path, the rest in the query. */
export type StayQuery = QueryOf<typeof timePeriodPriceQuerySchema> &
  Required<
    Pick<
      QueryOf<typeof timePeriodPriceQuerySchema>,
      'hotelCode' | 'ratePlanCode' | 'checkInDate' | 'checkOutDate' | 'roomCount' | 'adultsNumber' | 'childNumber'
    >
  > & { roomTypeCode: string };

/** The rate over the stay with the hotel's charges; 90010, 703 or 701 when it cannot be booked (shown by the page). */
export const timePeriodPriceQuery = (language: Language, stay: StayQuery) =>
  queryOptions({
    queryKey: ['booking', 'timePeriodPrice', language, stay] as const,
    queryFn: ({ signal }) => {
      const { hotelCode, roomTypeCode, ...query } = stay;
      return apiGet<TimePeriodPrice>(
        `/${language}/hotels/${path(hotelCode)}/rooms/${path(roomTypeCode)}/time-period-price`,
        { language, signal, query: { ...query } },
      );
    },
    staleTime: 60_000,
    meta: { silent: true },
  });

export function quoteOrder(language: Language, order: OrderCreate): Promise<OrderQuote> {
  return apiSend<OrderQuote>(`/${language}/orders/quote`, { language, method: 'POST', body: order });
}

/** Creates the order; the idempotency key makes a retried submit return the same order. */
export function createOrder(language: Language, order: OrderCreate, idempotencyKey: string): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>(`/${language}/orders`, {
    language,
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Changes an order still waiting for payment (the guest went back a step). */
export function updateOrder(language: Language, transactionId: string, order: OrderCreate): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>(`/orders/${path(transactionId)}/update`, { language, method: 'PUT', body: order });
}

export function startPayment(language: Language, transactionId: string, channel: number): Promise<StartedPayment> {
  return apiSend<StartedPayment>(`/${language}/orders/payment`, {
    language,
    method: 'POST',
    body: { transactionId, channel },
  });
}

export function fetchCallbackStatus(
  language: Language,
  transactionId: string,
  signal?: AbortSignal,
): Promise<CallbackStatus> {
  return apiGet<CallbackStatus>(`/${language}/orders/${path(transactionId)}/callbackStatus`, { language, signal });
}

export const orderDetailQuery = (language: Language, transactionId: string) =>
  queryOptions({
    queryKey: ['order', language, transactionId] as const,
    queryFn: ({ signal }) => apiGet<OrderDetail>(`/${language}/orders/${path(transactionId)}`, { language, signal }),
    meta: { mainResource: true },
  });

/** Looks a reservation up by confirmation number plus phone or e-mail; 450000 when not found. */
export function checkOrder(
  language: Language,
  confirmationNumber: string,
  contact: { phone?: string; email?: string },
): Promise<OrderDetail> {
  return apiSend<OrderDetail>(`/${language}/orders/${path(confirmationNumber)}/check`, {
    language,
    method: 'POST',
    body: contact,
  });
}

export function cancelOrder(language: Language, transactionId: string): Promise<CancelResult> {
  return apiSend<CancelResult>(`/${language}/orders`, { language, method: 'DELETE', body: { transactionId } });
}

/** The stay as an `.ics` file ("Add to calendar"), in the reader's language. */
export function orderCalendarUrl(language: Language, transactionId: string): string {
  return buildUrl(`/${language}/orders/${path(transactionId)}/calendar.ics`);
}

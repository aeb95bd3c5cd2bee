import type { Language } from '@hotel/contract/languages';
import type { CallbackStatus, CancelResult, StartedPayment } from '@hotel/contract/schemas/orderFlow';
import type {
  CreatedStayGroup,
  StayGroupCreate,
  StayGroupDetail,
  StayGroupQuote,
} from '@hotel/contract/schemas/stayGroup';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api/client.ts';

const path = (value: string) => encodeURIComponent(value);

export const quoteStayGroup = (language: Language, body: StayGroupCreate) =>
  apiRequest<StayGroupQuote>(`/${language}/stays/quote`, { method: 'POST', language, body });

export const createStayGroup = (language: Language, body: StayGroupCreate, idempotencyKey: string) =>
  apiRequest<CreatedStayGroup>(`/${language}/stays`, {
    method: 'POST',
    language,
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const stayGroupQuery = (language: Language, groupId: string) =>
  queryOptions({
    queryKey: ['stayGroup', language, groupId] as const,
    queryFn: ({ signal }) => apiGet<StayGroupDetail>(`/${language}/stays/${path(groupId)}`, { language, signal }),
    meta: { mainResource: true },
  });

export const startStayPayment = (language: Language, groupId: string, channel: number) =>
  apiRequest<StartedPayment>(`/${language}/stays/payment`, { method: 'POST', language, body: { groupId, channel } });

export const fetchStayStatus = (language: Language, groupId: string, signal?: AbortSignal) =>
  apiGet<CallbackStatus>(`/${language}/stays/${path(groupId)}/callbackStatus`, { language, signal });

export const cancelStayRoom = (language: Language, groupId: string, transactionId: string) =>
  apiRequest<CancelResult>(`/${language}/stays/${path(groupId)}/rooms/${path(transactionId)}`, {
    method: 'DELETE',
    language,
    body: {},
  });

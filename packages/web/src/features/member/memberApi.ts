import type { Language } from '@hotel/contract/languages';
import type {
  CouponActivity,
  CouponListStatus,
  LedgerEntry,
  MemberCoupon,
  MemberPoints,
  Paged,
  PointLot,
} from '@hotel/contract/schemas/loyalty';
import type {
  ActivityEntry,
  CodeSent,
  Contact,
  MemberHotel,
  MemberPreference,
  MemberProfile,
  MemberSession,
  MembershipCard,
  OrderTotals,
  PreferencesInput,
  QuickLoginStart,
  QuickLoginStatus,
  SalutationOption,
  SessionInfo,
  SignedIn,
} from '@hotel/contract/schemas/member';
import type { MemberOrderSummary } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import type { TierCard } from '@hotel/contract/schemas/site';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, buildUrl, type QueryValue } from '../../lib/api/client.ts';

interface MemberSendOptions {
  method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  body?: unknown;
  query?: Record<string, QueryValue>;
}

/** Calls a member API path with JSON and unwraps the envelope; throws ApiError on any failure. */
export function memberSend<T>(language: Language, path: string, options: MemberSendOptions): Promise<T> {
  return apiRequest<T>(path, { ...options, language });
}

export type {
  ActivityEntry,
  CodeSent,
  Contact,
  MemberHotel,
  MembershipCard,
  OrderTotals,
  QuickLoginStart,
  QuickLoginStatus,
  SessionInfo,
  SignedIn,
  TierCard,
};

/** Every member query key starts here, so signing in or out refreshes them all. */
export const MEMBER_KEY = ['member'] as const;

export const sessionQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'session', language] as const,
    queryFn: () => apiGet<SessionInfo>('/member/session', { language }),
    staleTime: 60_000,
    meta: { silent: true },
  });

const memberGet = <T>(language: Language, path: string, query?: Record<string, QueryValue>) =>
  memberSend<T>(language, path, { method: 'GET', query });

export const profileQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'profile', language] as const,
    queryFn: () => memberGet<MemberProfile>(language, '/member/memberInfo'),
    meta: { silent: true },
  });

export const pointsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'points', language] as const,
    queryFn: () => memberGet<MemberPoints>(language, '/member/memberInfo/memberGetPoint'),
    meta: { silent: true },
  });

export const pointLotsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'pointLots', language],
    queryFn: () => memberGet<PointLot[]>(language, '/member/membershipCard/integral/lots'),
  });

export const sessionsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'sessions', language],
    queryFn: () => memberGet<MemberSession[]>(language, '/member/sessions'),
  });

export type HistoryKind = 'integral' | 'growth' | 'consumption';

export const historyQuery = (language: Language, kind: HistoryKind, page: number, size = 10) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'history', kind, language, page, size] as const,
    queryFn: () => memberGet<Paged<LedgerEntry>>(language, `/member/membershipCard/${kind}/history`, { page, size }),
    meta: { silent: true },
  });

export const activityQuery = (language: Language, page: number, size = 10) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'activity', language, page, size] as const,
    queryFn: () => memberGet<Paged<ActivityEntry>>(language, '/member/activity', { page, size }),
    meta: { silent: true },
  });

export const couponsQuery = (language: Language, status: CouponListStatus) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'coupons', language, status] as const,
    queryFn: () => memberGet<MemberCoupon[]>(language, `/member/${language}/coupon/couponList`, { status }),
    meta: { silent: true },
  });

export const couponDetailQuery = (language: Language, couponId: string) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'coupon', language, couponId] as const,
    queryFn: () => memberGet<MemberCoupon>(language, `/member/${language}/coupon/couponDetail`, { couponId }),
    meta: { silent: true },
  });

export const activitiesQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'activities', language] as const,
    queryFn: () => memberGet<CouponActivity[]>(language, '/member/coupon/availableActivity'),
    meta: { silent: true },
  });

export const contactsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'contacts'] as const,
    queryFn: () => memberGet<Contact[]>(language, '/pc/CONFIGORDER/wechatfans/getCommonPeople'),
    meta: { silent: true },
  });

export const preferencesQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'preferences'] as const,
    queryFn: () => memberGet<MemberPreference>(language, '/member/preferences'),
    meta: { silent: true },
  });

export const salutationsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['salutations', language] as const,
    queryFn: () => apiGet<SalutationOption[]>(`/${language}/call`, { language }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const memberOrdersQuery = (language: Language, page: number, status: number | undefined, size = 10) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'orders', language, page, status ?? 'all', size] as const,
    queryFn: () => memberGet<Paged<MemberOrderSummary>>(language, `/${language}/orders`, { page, size, status }),
    meta: { silent: true },
  });

export const memberHotelsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'hotels', language] as const,
    queryFn: () => memberGet<MemberHotel[]>(language, `/member/${language}/orders/hotels`),
    meta: { silent: true },
  });

export const orderTotalsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'orderTotals'] as const,
    queryFn: () => memberGet<OrderTotals>(language, '/member/order/getTotalAmount'),
    meta: { silent: true },
  });

export const membershipCardQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'card', language] as const,
    queryFn: () => memberGet<MembershipCard>(language, '/member/membershipCard'),
    meta: { silent: true },
  });

/** A tier card's texts (content: `/cards/{cardId}`), e.g. `gold`. */
export const tierCardQuery = (language: Language, cardId: string) =>
  queryOptions({
    queryKey: ['tierCard', language, cardId] as const,
    queryFn: () => apiGet<TierCard>(`/cards/${encodeURIComponent(cardId)}`, { language }),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });

export const memberCalls = {
  login: (language: Language, body: object) =>
    memberSend<SignedIn>(language, '/member/login', { method: 'POST', body }),
  register: (language: Language, body: object) =>
    memberSend<SignedIn>(language, '/member/register', { method: 'POST', body }),
  sendCode: (language: Language, body: object) =>
    memberSend<CodeSent>(language, '/member/captcha', { method: 'POST', body }),
  logout: (language: Language) => memberSend<unknown>(language, '/member/logout', { method: 'POST' }),
  revokeSession: (language: Language, id: string) =>
    memberSend<unknown>(language, '/member/sessions/revoke', { method: 'POST', body: { id } }),
  signOutEverywhere: (language: Language) =>
    memberSend<unknown>(language, '/member/sessions/signOutEverywhere', { method: 'POST' }),
  startQuickLogin: (language: Language) =>
    memberSend<QuickLoginStart>(language, '/member/quicklogin/getunionid', { method: 'GET' }),
  pollQuickLogin: (language: Language, token: string, secret: string) =>
    memberSend<QuickLoginStatus>(language, '/member/quicklogin/getCacheUnionid', {
      method: 'GET',
      query: { token, secret },
    }),
  quickLogin: (language: Language, body: { token: string; secret: string; unionid: string }) =>
    memberSend<SignedIn>(language, '/member/unionid/login', { method: 'POST', body }),
  requestReset: (language: Language, email: string) =>
    memberSend<unknown>(language, '/member/passwordReset', { method: 'POST', body: { email } }),
  resetPassword: (language: Language, body: object) =>
    memberSend<unknown>(language, '/reset-password', { method: 'PUT', body }),
  resetPasswordWithCode: (language: Language, body: object) =>
    memberSend<unknown>(language, '/member/passwordReset/code', { method: 'PUT', body }),
  checkResetLink: (language: Language, token: string) =>
    memberSend<unknown>(language, '/member/passwordReset/check', { method: 'POST', body: { token } }),
  requestContactCode: (language: Language, body: object) =>
    memberSend<CodeSent>(language, '/member/contact/code', { method: 'POST', body }),
  changeContact: (language: Language, body: object) =>
    memberSend<MemberProfile>(language, '/member/contact/change', { method: 'POST', body }),
  changePassword: (language: Language, body: object) =>
    memberSend<unknown>(language, '/member/passwordModify', { method: 'POST', body }),
  saveProfile: (language: Language, body: object) =>
    memberSend<MemberProfile>(language, '/member/memberInfo', { method: 'PUT', body }),
  savePreference: (language: Language, body: PreferencesInput) =>
    memberSend<unknown>(language, '/member/preferences', { method: 'PUT', body }),
  saveContact: (language: Language, body: object) =>
    memberSend<Contact>(language, '/pc/CONFIGORDER/wechatfans/saveorUpdateCommonpeople', { method: 'POST', body }),
  deleteContact: (language: Language, id: string) =>
    memberSend<unknown>(language, '/pc/CONFIGORDER/wechatfans/delteteCommonPeople', { method: 'GET', query: { id } }),
  collect: (language: Language, activityCode: string) =>
    memberSend<MemberCoupon>(language, '/member/coupon/signInActivity', { method: 'POST', body: { activityCode } }),
  cancelOrder: (language: Language, transactionId: string) =>
    memberSend<CancelResult>(language, `/${language}/orders`, { method: 'DELETE', body: { transactionId } }),
  deleteAccount: (language: Language, password: string) =>
    memberSend<unknown>(language, '/member/account', { method: 'DELETE', body: { password } }),
};

/** The export download link (a JSON file of everything kept about the member). */
export const exportUrl = () => buildUrl('/member/export');

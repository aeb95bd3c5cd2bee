import type { Language } from '@hotel/contract/languages';
import { MALL_API } from '@hotel/contract/mall';
import type {
  AddressSave,
  Cart,
  CartAdd,
  CheckoutCreateRequest,
  CheckoutQuote,
  CheckoutQuoteRequest,
  Distribution,
  GoodsAllowance,
  GoodsDetail,
  GoodsOrderDetail,
  GoodsOrderReceipt,
  GoodsPage,
  GoodsSearchQuery,
  goodsCallbackStatusSchema,
  goodsOrderPageSchema,
  goodsPaymentStartSchema,
  MallCategory,
  OrderPageListRequest,
  ReviewCreate,
  reviewPageSchema,
  SavedAddress,
  ShareLink,
  uploadResultSchema,
  Withdrawal,
} from '@hotel/contract/schemas/mall';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiRequest, type QueryValue } from '../../lib/api/client.ts';

export type GoodsOrderPage = z.infer<typeof goodsOrderPageSchema>;
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export type GoodsPaymentStart = z.infer<typeof goodsPaymentStartSchema>;
export type GoodsCallbackStatus = z.infer<typeof goodsCallbackStatusSchema>;
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Every mall query starts with this key; a cart or order change refreshes what depends on it. */
export const MALL_KEY = ['mall'] as const;

export const categoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'categories', language] as const,
    queryFn: ({ signal }) => apiGet<MallCategory[]>(MALL_API.categories(language), { language, signal }),
    staleTime: 5 * 60_000,
  });

export type GoodsFilters = Partial<Omit<GoodsSearchQuery, 'page' | 'size'>> & { page?: number; size?: number };

export const goodsQuery = (language: Language, filters: GoodsFilters) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'goods', language, filters] as const,
    queryFn: ({ signal }) =>
      apiGet<GoodsPage>(MALL_API.goods(language), { language, signal, query: filters as Record<string, QueryValue> }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const goodsDetailQuery = (language: Language, goodsCode: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'goodsDetail', language, goodsCode] as const,
    queryFn: ({ signal }) => apiGet<GoodsDetail>(MALL_API.goodsDetail(language, goodsCode), { language, signal }),
    meta: { mainResource: true },
    staleTime: 30_000,
  });

export const goodsReviewsQuery = (language: Language, goodsCode: string, page: number, withPictures = false) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'reviews', language, goodsCode, page, withPictures] as const,
    queryFn: ({ signal }) =>
      apiGet<ReviewPage>(MALL_API.goodsReviews(language, goodsCode), {
        language,
        signal,
        query: { page, size: 5, ...(withPictures ? { withPictures: 'true' } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** What the signed-in member may still buy of a product (the tightest limit left), refreshed with the cart. */
export const goodsAllowanceQuery = (language: Language, goodsCode: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'cart', 'allowance', language, goodsCode] as const,
    queryFn: ({ signal }) => apiGet<GoodsAllowance>(MALL_API.goodsAllowance(language, goodsCode), { language, signal }),
    meta: { silent: true },
  });

/** The member's address book (the default first). */
export const addressBookQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'addresses', language] as const,
    queryFn: ({ signal }) => apiGet<SavedAddress[]>(MALL_API.addresses(language), { language, signal }),
    meta: { silent: true },
  });

export const cartQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'cart', language] as const,
    queryFn: ({ signal }) => apiGet<Cart>(MALL_API.cart(language), { language, signal }),
  });

export const goodsOrderQuery = (language: Language, orderId: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'order', language, orderId] as const,
    queryFn: ({ signal }) => apiGet<GoodsOrderDetail>(MALL_API.orderDetail(language, orderId), { language, signal }),
    meta: { mainResource: true },
  });

export const shopOrdersQuery = (language: Language, request: Partial<OrderPageListRequest>) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'orders', language, request] as const,
    queryFn: ({ signal }) =>
      apiRequest<GoodsOrderPage>(MALL_API.orderPageList, { language, signal, method: 'POST', body: request }),
    placeholderData: keepPreviousData,
  });

export const distributionQuery = (language: Language) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'distribution', language] as const,
    queryFn: ({ signal }) => apiGet<Distribution>(MALL_API.distribution(language), { language, signal }),
  });

export const callbackStatusOf = (language: Language, orderId: string, signal?: AbortSignal) =>
  apiGet<GoodsCallbackStatus>(MALL_API.callbackStatus(language, orderId), { language, signal });

const post = <T>(language: Language, path: string, body: unknown, headers?: Record<string, string>) =>
  apiRequest<T>(path, { language, method: 'POST', body, headers });

/** The mall's writes; each answers the envelope's data or throws an ApiError with the translated message. */
export const mallCalls = {
  addToCart: (language: Language, line: CartAdd) => post<Cart>(language, MALL_API.cart(language), line),
  setQuantity: (language: Language, lineId: string, quantity: number) =>
    apiRequest<Cart>(MALL_API.cartLine(language, lineId), { language, method: 'PUT', body: { quantity } }),
  removeLine: (language: Language, lineId: string) =>
    apiRequest<Cart>(MALL_API.cartLine(language, lineId), { language, method: 'DELETE' }),
  quote: (language: Language, request: CheckoutQuoteRequest) =>
    post<CheckoutQuote>(language, MALL_API.checkoutQuote(language), request),
  /** Creates the order; the idempotency key makes a retried submit return the same order. */
  checkout: (language: Language, request: CheckoutCreateRequest, idempotencyKey: string) =>
    post<GoodsOrderReceipt>(language, MALL_API.checkout(language), request, { 'Idempotency-Key': idempotencyKey }),
  pay: (language: Language, orderId: string, channel: number) =>
    post<GoodsPaymentStart>(language, MALL_API.payment(language), { orderId, channel }),
  confirmReceipt: (language: Language, orderId: string) =>
    post<GoodsOrderDetail>(language, MALL_API.confirmReceipt(language, orderId), {}),
  requestReturn: (language: Language, orderId: string, reason: string) =>
    post<GoodsOrderDetail>(language, MALL_API.returnRequest(language, orderId), { reason }),
  saveAddress: (language: Language, address: AddressSave, addressId?: string) =>
    addressId
      ? apiRequest<SavedAddress[]>(MALL_API.address(language, addressId), { language, method: 'PUT', body: address })
      : post<SavedAddress[]>(language, MALL_API.addresses(language), address),
  removeAddress: (language: Language, addressId: string) =>
    apiRequest<SavedAddress[]>(MALL_API.address(language, addressId), { language, method: 'DELETE' }),
  cancel: (language: Language, orderId: string) => post<unknown>(language, MALL_API.cancelOrder, { orderId }),
  review: (language: Language, review: ReviewCreate) =>
    post<unknown>(language, MALL_API.createReview(language), review),
  withdraw: (language: Language, amount: number) =>
    post<Withdrawal>(language, MALL_API.withdrawals(language), { amount }),
  share: (language: Language, goodsCode: string) =>
    post<ShareLink>(language, MALL_API.shareLinks(language), { goodsCode }),
  upload: (language: Language, files: readonly File[]) => uploadPictures(language, files),
  /** Sends the member's avatar as multipart (field `files`); the server refuses more than 1 MB. */
  avatar: (language: Language, file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return apiRequest<{ avatarUrl: string }>(MALL_API.avatar(language), { language, method: 'POST', body: form });
  },
};

/** Sends review pictures as multipart (field `files`); the server checks each by its content. */
function uploadPictures(language: Language, files: readonly File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiRequest<UploadResult>(MALL_API.uploadPictures(language), { language, method: 'POST', body: form });
}

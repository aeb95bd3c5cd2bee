import type { Language } from '@hotel/contract/languages';
import { API_PREFIX } from '@hotel/contract/routes';
import type {
  HotelRating,
  HotelReviewPage,
  InvoiceRequest,
  InvoiceRequestInput,
  InvoiceStatusAnswer,
  InvoiceTitle,
  InvoiceTitleInput,
  ReviewStatusAnswer,
  StayReview,
  StayReviewCreate,
} from '@hotel/contract/schemas/stay';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api/client.ts';

const segment = (value: string) => encodeURIComponent(value);
const orderPath = (language: Language, transactionId: string) => `/${language}/orders/${segment(transactionId)}`;

/** Where the browser downloads a stay's receipt (a PDF in the language of the page). */
export const receiptUrl = (language: Language, transactionId: string) =>
  `${API_PREFIX}${orderPath(language, transactionId)}/receipt.pdf`;

export const invoiceStatusQuery = (language: Language, transactionId: string) =>
  queryOptions({
    queryKey: ['stay', 'invoice', transactionId] as const,
    queryFn: ({ signal }) =>
      apiGet<InvoiceStatusAnswer>(`${orderPath(language, transactionId)}/invoice`, { language, signal }),
  });

export const reviewStatusQuery = (language: Language, transactionId: string) =>
  queryOptions({
    queryKey: ['stay', 'review', transactionId] as const,
    queryFn: ({ signal }) =>
      apiGet<ReviewStatusAnswer>(`${orderPath(language, transactionId)}/review`, { language, signal }),
  });

export const invoiceTitlesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['stay', 'invoiceTitles'] as const,
    queryFn: ({ signal }) => apiGet<InvoiceTitle[]>('/member/invoice-titles', { language, signal }),
  });

export const hotelReviewsQuery = (language: Language, hotelCode: string, size: number) =>
  queryOptions({
    queryKey: ['stay', 'hotelReviews', language, hotelCode, size] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelReviewPage>(`/${language}/hotels/${segment(hotelCode)}/reviews`, {
        language,
        signal,
        query: { size },
      }),
  });

export const hotelRatingsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['stay', 'hotelRatings'] as const,
    queryFn: ({ signal }) => apiGet<HotelRating[]>(`/${language}/hotel-ratings`, { language, signal }),
    staleTime: 60_000,
  });

export const stayCalls = {
  requestInvoice: (language: Language, transactionId: string, body: InvoiceRequestInput) =>
    apiRequest<InvoiceRequest>(`${orderPath(language, transactionId)}/invoice`, { language, method: 'POST', body }),
  addTitle: (language: Language, body: InvoiceTitleInput) =>
    apiRequest<InvoiceTitle>('/member/invoice-titles', { language, method: 'POST', body }),
  removeTitle: (language: Language, titleId: string) =>
    apiRequest<{ deleted: true }>(`/member/invoice-titles/${segment(titleId)}`, { language, method: 'DELETE' }),
  uploadPictures: (language: Language, transactionId: string, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiRequest<{ pictures: { pictureId: string }[] }>(`${orderPath(language, transactionId)}/review/pictures`, {
      language,
      method: 'POST',
      body: form,
    });
  },
  review: (language: Language, transactionId: string, body: StayReviewCreate) =>
    apiRequest<StayReview>(`${orderPath(language, transactionId)}/review`, { language, method: 'POST', body }),
};

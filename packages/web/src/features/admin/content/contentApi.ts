import type { Language } from '@hotel/contract/languages';
import type { PagePreview, PaymentMethods } from '@hotel/contract/schemas/admin-content';
import type { AdminSiteRecord, ArticleList } from '@hotel/contract/schemas/admin-content-records';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

/** The sites with their settings, tier thresholds, bulletin and footer. */
export function useSites() {
  return useAdminQuery<AdminSiteRecord[]>('/sites');
}

/** The article types and every article (published or not). */
export function useArticles() {
  return useAdminQuery<ArticleList>('/content/articles');
}

/** A page as a guest would see it in `lang`, with the guest-site path that previews it. */
export function usePagePreview(pageId: string, lang: Language) {
  return useAdminQuery<PagePreview>(`/content/pages/${encodeURIComponent(pageId)}/preview`, { lang });
}

export function useSavePaymentMethods(hotelCode: string) {
  return useAdminMutation<PaymentMethods>('PUT', () => `/hotels/${encodeURIComponent(hotelCode)}/payment-methods`, {
    invalidate: ['/hotels', '/audit'],
  });
}

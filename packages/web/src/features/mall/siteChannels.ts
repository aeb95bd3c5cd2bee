import { shopChannelsFor } from '@hotel/contract/mall';
import type { PaymentChannels } from '@hotel/contract/schemas/orderFlow';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/**
 * The online channels the mall offers for an order in `currency`: those the site's payment accounts take
 * that pay in that currency and, when the shop chose some (a site setting), among those; the server
 * refuses any other. Empty while loading.
 */
export function useSiteChannels(currency: string): number[] {
  const language = useLanguage();
  const answer = useQuery({
    queryKey: ['payments', 'siteChannels'],
    queryFn: ({ signal }) => apiGet<PaymentChannels>('/payments/channels', { language, signal }),
    staleTime: 60_000,
  });
  const shop = useSiteConfig()?.mallChannels ?? [];
  return shopChannelsFor(answer.data?.channels ?? [], currency, shop);
}

import type { PaymentChannels } from '@hotel/contract/schemas/orderFlow';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';

/** The online channels the site's payment accounts take (what the mall offers); empty while loading. */
export function useSiteChannels(): number[] {
  const language = useLanguage();
  const answer = useQuery({
    queryKey: ['payments', 'siteChannels'],
    queryFn: ({ signal }) => apiGet<PaymentChannels>('/payments/channels', { language, signal }),
    staleTime: 60_000,
  });
  return answer.data?.channels ?? [];
}

import { CancellationFlag } from '@hotel/contract/enums';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** The cancellation policy by the rate's flag (0, 1, 2) with the deadline in the hotel's time zone, and the guarantee policy by payment type. */
export function usePolicies() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const cancellation = useCallback(
    (flag: number, deadline: string | null, timeZone?: string) => {
      if (flag === CancellationFlag.nonCancellable) return t('booking.policy.cancellation.nonCancellable');
      if (flag === CancellationFlag.limitedTime) {
        return deadline
          ? t('booking.policy.cancellation.until', { deadline: format.instant(deadline, timeZone) })
          : t('booking.policy.cancellation.limited');
      }
      return t('booking.policy.cancellation.free');
    },
    [t, format],
  );
  const guarantee = useCallback(
    (paymentType: number) =>
      [1, 2, 3, 4, 5].includes(paymentType) ? t(`booking.policy.guarantee.${paymentType}`) : '',
    [t],
  );
  return { cancellation, guarantee };
}

import { RECEIPT_STATUSES } from '@hotel/contract/schemas/stay';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { receiptUrl } from './stayApi.ts';

/** The receipt of a stay in a list of stays (the member's reservations), once the guest has arrived. */
export function ReceiptLink({ transactionId, status }: { transactionId: string; status: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!RECEIPT_STATUSES.includes(status)) return null;
  return (
    <a href={receiptUrl(language, transactionId)} download className={buttonClass('ghost')} data-testid="receipt-link">
      {t('stay.receipt.short')}
    </a>
  );
}

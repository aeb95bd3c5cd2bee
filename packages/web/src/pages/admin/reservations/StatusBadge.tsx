import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

const TONES: Record<number, string> = {
  0: 'bg-surface text-text',
  1: 'bg-main-soft text-main',
  2: 'bg-success text-on-main',
  5: 'bg-main text-on-main',
};

/** An order status (spec section 4) as a translated label. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="reservation-status"
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-danger text-on-main'}`}
    >
      {t(`enums.orderStatus.${status}`)}
    </span>
  );
}

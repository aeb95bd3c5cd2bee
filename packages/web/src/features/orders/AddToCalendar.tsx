import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { orderCalendarUrl } from '../booking/bookingApi.ts';

/** "Add to calendar": downloads the stay as an `.ics` event (check-in to check-out, the hotel's address). */
export function AddToCalendar({
  transactionId,
  confirmationNumber,
}: {
  transactionId: string;
  confirmationNumber: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <a
      href={orderCalendarUrl(language, transactionId)}
      download={`${confirmationNumber}.ics`}
      className={buttonClass('secondary')}
      data-testid="add-to-calendar"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      {t('booking.order.addToCalendar')}
    </a>
  );
}

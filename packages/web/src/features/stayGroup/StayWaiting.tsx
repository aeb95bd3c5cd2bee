import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { POLL_INTERVAL_MS, shouldPoll } from '../booking/paymentStatus.ts';
import { fetchStayStatus } from './stayGroupApi.ts';

/**
 * The payment result of a reservation of several rooms (/orderWaiting/{groupId}/1/{url}): polls the
 * group's status, then goes on to the reservation once the payment confirmed every room.
 */
export function StayWaiting({ groupId, returnTo }: { groupId: string; returnTo: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const polls = useRef(0);
  const status = useQuery({
    queryKey: ['stayStatus', language, groupId] as const,
    queryFn: ({ signal }) => {
      polls.current += 1;
      return fetchStayStatus(language, groupId, signal);
    },
    refetchInterval: (query) => (shouldPoll(query.state.data, polls.current, Date.now()) ? POLL_INTERVAL_MS : false),
    staleTime: 0,
    gcTime: 0,
    meta: { mainResource: true },
  });
  const target = localize(splitLanguagePrefix(returnTo).rest);
  const done = status.data?.status === 'completed';
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), 1500);
    return () => clearTimeout(timer);
  }, [done, navigate, target]);

  const text =
    status.data?.status === 'completed'
      ? t('booking.group.paid')
      : status.data?.status === 'failed'
        ? t('booking.group.notPaid')
        : t('booking.group.waiting');
  return (
    <Card
      as="section"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 p-6 text-center sm:p-8"
      data-testid="payment-result"
      data-status={status.data?.status ?? 'pending'}
    >
      {status.data?.status === 'incomplete' || status.isPending ? <Spinner label={text} /> : null}
      <p className="text-lg font-semibold" role="status">
        {text}
      </p>
      <LocaleLink to={splitLanguagePrefix(returnTo).rest} className={buttonClass('primary')}>
        {t('booking.group.viewReservation')}
      </LocaleLink>
    </Card>
  );
}

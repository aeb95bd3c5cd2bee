import type { MemberProfile } from '@hotel/contract/schemas/member';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { serverMessage } from '../../ui/form/messages.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { memberCalls, type QuickLoginStart, type QuickLoginStatus } from './memberApi.ts';
import { QrCode } from './QrCode.tsx';

const POLL_MS = 2000;

/**
 * QR quick login: a one-time code shown as a QR (the phone-side page's address), polled every two
 * seconds; once the phone approves, the site signs in with the one-time unionid the poll returns.
 */
export function QrLogin({ onSignedIn }: { onSignedIn: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The link to the phone page is a testing aid: never on a production server.
  const site = useSiteConfig();
  const [qr, setQr] = useState<QuickLoginStart | null>(null);
  const [status, setStatus] = useState<QuickLoginStatus['status']>('pending');
  const [error, setError] = useState('');
  const done = useRef(false);

  const start = useCallback(async () => {
    setError('');
    setStatus('pending');
    try {
      setQr(await memberCalls.startQuickLogin(language));
    } catch (failure) {
      setError(serverMessage(failure, t));
    }
  }, [language, t]);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (!qr || status === 'expired' || status === 'declined') return;
    let stopped = false;
    const timer = setInterval(async () => {
      if (stopped || done.current) return;
      try {
        const answer = await memberCalls.pollQuickLogin(language, qr.token, qr.secret);
        if (stopped) return;
        setStatus(answer.status);
        if (answer.status === 'approved' && answer.unionid && !done.current) {
          done.current = true;
          const signed = await memberCalls.quickLogin(language, {
            token: qr.token,
            secret: qr.secret,
            unionid: answer.unionid,
          });
          onSignedIn(signed.member);
        }
      } catch (failure) {
        done.current = false;
        setError(serverMessage(failure, t));
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [qr, status, language, onSignedIn, t]);

  const message =
    status === 'scanned'
      ? t('member.qr.scanned')
      : status === 'declined'
        ? t('member.qr.declined')
        : status === 'expired'
          ? t('member.qr.expired')
          : t('member.qr.waiting');

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="qr-login">
      <p className="text-sm text-muted">{t('member.qr.instructions')}</p>
      {qr ? (
        <div className={status === 'expired' || status === 'declined' ? 'opacity-30' : ''}>
          <QrCode value={qr.confirmUrl} label={t('member.qr.image')} />
        </div>
      ) : (
        <Spinner label={t('ui.common.loading')} />
      )}
      <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="qr-status" data-status={status}>
        {message}
      </p>
      <FormMessage>{error}</FormMessage>
      {status === 'expired' || status === 'declined' ? (
        <Button variant="secondary" onClick={start}>
          {t('member.qr.refresh')}
        </Button>
      ) : null}
      {qr && site?.production === false ? (
        <a
          href={qr.confirmUrl}
          target="_blank"
          rel="noopener"
          className="text-xs text-main underline"
          data-testid="qr-phone-link"
        >
          {t('member.qr.openOnPhone')}
        </a>
      ) : null}
    </div>
  );
}

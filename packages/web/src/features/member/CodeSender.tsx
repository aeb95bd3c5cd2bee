import { VERIFICATION_CODE_RESEND_SECONDS } from '@hotel/contract/constants';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorDataOf } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { type CodeTarget, describeTarget } from './ContactChannel.tsx';
import { type CodeSent, memberCalls } from './memberApi.ts';
import { useMemberErrors } from './useMemberErrors.ts';

/**
 * "Send code" with the resend countdown: asks the server for a 6-digit code for the address, then
 * counts down the seconds before another may be asked for (the server keeps the same rule). A refusal
 * shows on the surrounding form.
 */
export function CodeSender({
  purpose,
  request,
  target,
  onSent,
}: {
  purpose: 'register' | 'login' | 'reset' | 'changeContact';
  /** How the code is asked for, when not `POST /member/captcha` with the purpose (an e-mail or mobile change). */
  request?: () => Promise<CodeSent>;
  target: CodeTarget;
  onSent: (message: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useFormContext();
  const showError = useMemberErrors();
  const describe = describeTarget(target);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    if (!describe) {
      const field = target.phone !== undefined ? 'phone' : 'email';
      form.setError(field, { type: 'validate', message: `validation.${field}` });
      return;
    }
    setBusy(true);
    try {
      const sent = request ? await request() : await memberCalls.sendCode(language, { purpose, ...target });
      setLeft(sent.resendAfterSeconds || VERIFICATION_CODE_RESEND_SECONDS);
      onSent(t('member.login.codeSent', { target: describe, minutes: Math.round(sent.expiresInSeconds / 60) }));
    } catch (error) {
      const retry = errorDataOf(error)?.retryAfterSeconds;
      if (typeof retry === 'number') setLeft(retry);
      showError(form, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={send}
      disabled={busy || left > 0}
      data-testid="send-code"
      className="h-10 shrink-0"
    >
      {left > 0 ? t('member.login.resend', { seconds: left }) : t('member.login.sendCode')}
    </Button>
  );
}

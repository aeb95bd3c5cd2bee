import { errorDataOf } from '../../lib/api/client.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What a refused password says beyond the message (sign-in, password change, account deletion,
 * e-mail or mobile change): attempts left before the lock, or when the account unlocks.
 */
export function lockHint(error: unknown, t: Translate, instant: (value: string) => string): string {
  const data = errorDataOf(error);
  if (typeof data?.unlockAt === 'string') return t('member.login.lockedUntil', { time: instant(data.unlockAt) });
  if (typeof data?.remainingAttempts === 'number')
    return t('member.login.remaining', { count: data.remainingAttempts });
  return '';
}

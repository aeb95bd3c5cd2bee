import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/booking.ts';
import { escapeHtml, type Mailer } from '../../platform/mail.ts';

/** Sends a text message to a phone (`areaCode number`). */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * The development SMS provider: the message lands in the outbox table (readable at /dev/outbox), with
 * the phone as `sms:<area code> <number>` in place of an e-mail address.
 */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text) {
      await db.insert(mailOutbox).values({
        toAddress: `sms:${to}`,
        subject: 'SMS',
        textBody: text,
        htmlBody: '',
        status: 'outbox',
      });
    },
  };
}

/** The member e-mails and text messages: verification codes and the password reset link. */
export function createMemberMessages(deps: {
  mailer: Mailer;
  sms: SmsProvider;
  translators: Record<Language, Translate>;
  siteName: (lang: Language) => string;
}) {
  const mail = async (to: string, _lang: Language, subject: string, lines: string[]) => {
    const text = lines.join('\n');
    await deps.mailer.send({
      to,
      subject,
      text,
      html: `<div style="font-family:sans-serif;white-space:pre-line">${escapeHtml(text)}</div>`,
    });
  };

  return {
    async sendCode(target: { email?: string; phone?: string }, code: string, minutes: number, lang: Language) {
      const t = deps.translators[lang];
      const site = deps.siteName(lang);
      if (target.phone) {
        await deps.sms.send(target.phone, t('member.sms.code', { code, minutes, site }));
        return;
      }
      await mail(target.email!, lang, t('member.mail.code.subject', { site }), [
        t('member.mail.code.body', { code, minutes }),
        '',
        t('member.mail.code.ignore'),
        '',
        t('mail.common.signature'),
      ]);
    },
    async sendResetLink(email: string, url: string, minutes: number, lang: Language) {
      const t = deps.translators[lang];
      await mail(email, lang, t('member.mail.reset.subject', { site: deps.siteName(lang) }), [
        t('member.mail.reset.body', { minutes }),
        '',
        url,
        '',
        t('member.mail.reset.ignore'),
        '',
        t('mail.common.signature'),
      ]);
    },
  };
}
export type MemberMessages = ReturnType<typeof createMemberMessages>;

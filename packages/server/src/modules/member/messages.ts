import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../platform/mail.schema.ts';
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

/**
 * The member e-mails and text messages: verification codes, the password reset link, "this address
 * already has an account" and "your e-mail or mobile was changed". They are queued (SMTP delivery is
 * not waited for), so how long an answer takes does not tell whether a message went out.
 */
export function createMemberMessages(deps: {
  mailer: Mailer;
  sms: SmsProvider;
  translators: Record<Language, Translate>;
  siteName: (lang: Language) => string;
}) {
  const mail = async (to: string, _lang: Language, subject: string, lines: string[]) => {
    const text = lines.join('\n');
    await deps.mailer.queue({
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
    /** To an address someone asked to register or to move an account to, which already belongs to a member. */
    async sendAddressTaken(target: { email?: string; phone?: string }, lang: Language) {
      const t = deps.translators[lang];
      const site = deps.siteName(lang);
      if (target.phone) {
        await deps.sms.send(target.phone, t('member.sms.taken', { site }));
        return;
      }
      await mail(target.email!, lang, t('member.mail.taken.subject', { site }), [
        t('member.mail.taken.body', { site }),
        '',
        t('member.mail.taken.ignore'),
        '',
        t('mail.common.signature'),
      ]);
    },
    /** To the address a member's e-mail or mobile was changed from: where to, when, and what to do if it was not them. */
    async sendContactChanged(
      target: { email?: string; phone?: string },
      change: { channel: 'email' | 'phone'; masked: string; at: Date; language: Language },
    ) {
      const lang = change.language;
      const t = deps.translators[lang];
      const site = deps.siteName(lang);
      const values = {
        site,
        channel: change.channel,
        address: change.masked,
        time: `${formatInstant(change.at, lang)} UTC`,
      };
      if (target.phone) {
        await deps.sms.send(target.phone, t('member.sms.contactChanged', values));
        return;
      }
      await mail(target.email!, lang, t('member.mail.contactChanged.subject', values), [
        t('member.mail.contactChanged.body', values),
        '',
        t('member.mail.contactChanged.notYou'),
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
function formatInstant(at: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);
}

export type MemberMessages = ReturnType<typeof createMemberMessages>;

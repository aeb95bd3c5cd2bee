import type { Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';

/**
 * How a mail writes dates, times and money in the guest's language: calendar days in the locale's
 * calendar (th-TH counts Buddhist-era years), instants in the hotel's time zone with the zone named.
 */
export function mailFormat(lang: Language, timeZone: string) {
  const day = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const clock = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'long',
  });
  return {
    /** `2026-11-25` as "Wednesday, November 25, 2026" (th-TH: "วันพุธที่ 25 พฤศจิกายน พ.ศ. 2569"). */
    day: (date: string) => day.format(Date.parse(`${date}T00:00:00Z`)),
    /** A hotel's `14:00` as the locale writes it ("2:00 PM"). */
    clock: (time: string) => clock.format(Date.parse(`1970-01-01T${time}:00Z`)),
    /** An instant in the hotel's zone: "November 25, 2026 at 7:50 PM China Standard Time". */
    instant: (iso: string) => instant.format(Date.parse(iso)),
    /** As the site shows prices: "CNY 1,280" or "CNY 4,924.02" (decimals only when there are some). */
    money: (amount: number, currency: string) => formatMoneyText(amount, currency, lang),
  };
}
export type MailFormat = ReturnType<typeof mailFormat>;

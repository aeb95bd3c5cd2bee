import type { Language } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import { escapeHtml } from '../../platform/mail.ts';

/** An amount in minor units in the site's one money format ("CNY 1,747.50"), as the booking pages show it. */
export function formatAmount(amount: number, currency: string, lang: Language) {
  return formatMoneyText(amount, currency, lang, true);
}

/** A small page this site serves on a provider's behalf (the sandbox's pay page, a WeChat Pay QR code). */
export function page(lang: string, title: string, body: string) {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2933}
h1{font-size:1.4rem;color:#5f3913}.amount{font-size:2rem;font-weight:700}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border:1px solid #5f3913;border-radius:.5rem;background:#fff;color:#5f3913;cursor:pointer}
button.pay{background:#5f3913;color:#fff}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

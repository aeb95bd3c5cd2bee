import { isLanguage, type Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { formatMoneyText } from '@hotel/contract/money';
import { paths } from '@hotel/contract/routes';
import type { Translate } from '@hotel/i18n/catalog';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BackgroundWork } from '../../platform/background.ts';
import { escapeHtml, type Mailer } from '../../platform/mail.ts';
import { mailContactOf } from '../member/member.module.ts';
import { goodsOrderLines, mallGoods } from './mall.schema.ts';
import { findGoodsOrder } from './orders.repo.ts';

export type MallMailKind = 'paid' | 'shipped' | 'refunded';

/** Amounts as the site shows them (`contract/money.ts`): "CNY 338", never a symbol here and a code there. */
const money = (amount: number, currency: string, lang: Language) => formatMoneyText(amount, currency, lang);

/**
 * The mall's e-mails to the buyer, in the language they ordered in: the order paid (what comes next),
 * the goods shipped (carrier and tracking number), a refund on its way. No address, no mail.
 */
export function createMallMails(deps: {
  db: Db;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  publicBaseUrl: string;
  background: BackgroundWork;
}) {
  async function send(orderId: string, kind: MallMailKind) {
    const order = await findGoodsOrder(deps.db, orderId);
    if (!order) return;
    const contact = await mailContactOf(deps.db, order.memberId);
    if (!contact?.email) return;
    const lang: Language = isLanguage(order.language) ? order.language : 'en-US';
    const t = deps.translators[lang];
    const lines = await deps.db.select().from(goodsOrderLines).where(eq(goodsOrderLines.orderId, orderId));
    const goods = lines.length
      ? await deps.db
          .select({ goodsCode: mallGoods.goodsCode, name: mallGoods.name })
          .from(mallGoods)
          .where(inArray(mallGoods.goodsCode, [...new Set(lines.map((line) => line.goodsCode))]))
      : [];
    const total = money(order.payAmount, order.currency, lang);
    const body: string[] = [t('mail.common.greeting', { name: contact.name || contact.email }), ''];
    if (kind === 'paid') body.push(t('mail.mall.paid.body'));
    if (kind === 'shipped')
      body.push(
        t('mail.mall.shipped.body', { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' }),
      );
    if (kind === 'refunded') body.push(t('mail.mall.refunded.body', { amount: total }));
    body.push('', `${t('mail.mall.orderNumber')}: ${order.orderId}`);
    for (const line of lines) {
      const name = inLanguage(goods.find((row) => row.goodsCode === line.goodsCode)?.name, lang) || line.goodsCode;
      body.push(`· ${name} × ${line.quantity}`);
    }
    if (order.goodsPoints > 0) body.push(t('mail.mall.points', { points: order.goodsPoints.toLocaleString(lang) }));
    body.push(
      `${t('mail.common.total')}: ${total}`,
      '',
      t('mail.mall.viewOrder', { url: `${deps.publicBaseUrl}${paths.mallOrder(lang, order.orderId)}` }),
      '',
      t('mail.mall.signature'),
    );
    const text = body.join('\n');
    await deps.mailer.send({
      to: contact.email,
      subject: t(`mail.mall.${kind}.subject`, { orderId: order.orderId }),
      text,
      html: `<div style="font-family:sans-serif;white-space:pre-line">${escapeHtml(text)}</div>`,
    });
  }

  /**
   * Written after the change committed and its answer was sent (platform/background.ts); a mail that
   * fails never undoes the order's change.
   */
  const notify = async (orderId: string, kind: MallMailKind) =>
    deps.background.later('mall e-mail', () => send(orderId, kind).catch(() => undefined));
  return { notify };
}
export type MallMails = ReturnType<typeof createMallMails>;

import { MALL_COUPON_SCOPE } from '@hotel/contract/constants';
import { GoodsOrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type {
  CheckoutCreateRequest,
  CheckoutQuote,
  CheckoutQuoteRequest,
  QuoteLine,
} from '@hotel/contract/schemas/mall';
import { V } from '@hotel/contract/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { utcToday } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { LoyaltyService } from '../member/member.module.ts';
import type { AppliedVoucher, CouponService } from '../promotions/promotions.module.ts';
import type { MallCart } from './cart.service.ts';
import { insertGoodsOrder, type NewGoodsOrder, takeStock } from './checkout.writes.ts';
import { couponsForOrder } from './coupons.ts';
import { fulfilPaidOrder } from './fulfilment.ts';
import { enforceLimits, lockLimitCounts } from './limits.ts';
import type { MallMails } from './mall.mails.ts';
import { findSkus, type GoodsRow, type SkuRow } from './mall.repo.ts';
import { goodsOrders, mallCartLines, mallMemberProfiles } from './mall.schema.ts';
import { findGoodsOrder, type GoodsOrderRow, newMallCode } from './orders.repo.ts';
import { needsAddress, saleStateOf, tierPriceOf, unitPriceOf } from './pricing.ts';
import { pictureOf, specTextOf } from './views.ts';

export interface CheckoutContext {
  memberId: string;
  siteCode: string;
  paymentDeadlineMinutes: number;
  lang: Language;
  idempotencyKey?: string;
}

interface PricedLine extends QuoteLine {
  goods: GoodsRow;
  sku: SkuRow;
}

/** Refuses a SKU that cannot be sold now; the refusal names the item (`name`) so the screen can say which. */
function refuseUnsellable(goods: GoodsRow, sku: SkuRow, quantity: number, now: Date, lang: Language) {
  const item = { goodsCode: goods.goodsCode, skuCode: sku.skuCode, name: inLanguage(goods.name, lang) };
  if (!goods.isActive || !sku.isActive) throw new AppError('productUnavailable', item);
  const state = saleStateOf(goods, now);
  if (state === 'upcoming')
    throw new AppError('saleNotStarted', { ...item, startsAt: goods.saleStartsAt?.toISOString() });
  if (state === 'ended') throw new AppError('saleEnded', item);
  if (sku.stock < quantity) throw new AppError('productUnavailable', { ...item, stock: sku.stock });
}

/** Quotes and creates goods orders: every amount recomputed here, limits and stock enforced in one transaction. */
export function createMallCheckout(deps: {
  db: Db;
  cart: MallCart;
  loyalty: LoyaltyService;
  coupons: CouponService;
  now: () => Date;
  paymentDeadlineSeconds?: number;
  /** False without an online payment provider: only orders that points or a coupon cover are taken. */
  onlinePayments: boolean;
  mails?: MallMails;
}) {
  const { db } = deps;

  async function itemsOf(memberId: string, input: CheckoutQuoteRequest) {
    const items = input.items?.length ? input.items : await deps.cart.chosenLines(memberId, input.cartLineIds ?? []);
    const merged = new Map<string, number>();
    for (const item of items) merged.set(item.skuCode, (merged.get(item.skuCode) ?? 0) + item.quantity);
    return [...merged].map(([skuCode, quantity]) => ({ skuCode, quantity }));
  }

  async function priceLines(input: CheckoutQuoteRequest, context: CheckoutContext, now: Date) {
    const { memberId, lang } = context;
    const items = await itemsOf(memberId, input);
    const { tier } = await deps.loyalty.tierOf(memberId, context.siteCode);
    const rows = await findSkus(
      db,
      items.map((item) => item.skuCode),
    );
    const lines: PricedLine[] = items.map((item) => {
      const row = rows.find((r) => r.sku.skuCode === item.skuCode);
      if (!row) throw new AppError('specificationIdError', { skuCode: item.skuCode });
      refuseUnsellable(row.goods, row.sku, item.quantity, now, lang);
      const base = tierPriceOf(row.sku, tier);
      const unit = unitPriceOf(base.price, row.goods, now);
      const picture = row.sku.pictures[0] ?? row.goods.pictures[0];
      return {
        goods: row.goods,
        sku: row.sku,
        goodsCode: row.goods.goodsCode,
        skuCode: row.sku.skuCode,
        kind: row.goods.kind as QuoteLine['kind'],
        name: inLanguage(row.goods.name, lang),
        specText: specTextOf(row.sku.specs, lang),
        picture: picture ? pictureOf(picture, lang) : null,
        quantity: item.quantity,
        unitPrice: unit.price,
        amount: unit.price * item.quantity,
        unitPoints: row.sku.points,
        points: row.sku.points * item.quantity,
        tierPrice: base.tier,
        flashSale: unit.flash,
      };
    });
    const currencies = new Set(lines.map((line) => line.goods.currency));
    if (currencies.size > 1) throw fieldError('items', V.invalid);
    return lines;
  }

  /** Units per product of a checkout (limits and the minimum count per product). */
  const quantitiesByGoods = (lines: PricedLine[]) => {
    const totals = new Map<string, { goods: GoodsRow; quantity: number }>();
    for (const line of lines) {
      const entry = totals.get(line.goodsCode) ?? { goods: line.goods, quantity: 0 };
      entry.quantity += line.quantity;
      totals.set(line.goodsCode, entry);
    }
    return [...totals.values()];
  };

  /**
   * Prices a checkout. The limit counts here are the cheap early refusal (a member at the limit or a
   * SKU sold out answers without a transaction); `create` counts again under its locks. `forCreate`
   * skips what only the quote screen shows (the most points usable) and any loyalty read when no
   * points are used: the points UPDATE in the transaction is the authoritative balance check.
   */
  async function quote(input: CheckoutQuoteRequest, context: CheckoutContext, forCreate = false) {
    const now = deps.now();
    const lines = await priceLines(input, context, now);
    for (const { goods, quantity } of quantitiesByGoods(lines))
      await enforceLimits(db, goods, quantity, context.memberId, now, context.lang);
    const currency = lines[0]!.goods.currency;
    const goodsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
    const goodsPoints = lines.reduce((sum, line) => sum + line.points, 0);
    let voucher: AppliedVoucher | null = null;
    if (input.couponCode) {
      voucher = await deps.coupons.priceVoucher({
        voucherCode: input.couponCode,
        memberId: context.memberId,
        hotelCode: MALL_COUPON_SCOPE,
        currency,
        roomAmount: goodsAmount,
        totalAmount: goodsAmount,
        today: utcToday(now),
      });
    }
    const couponDiscount = voucher?.discount ?? 0;
    const payable = goodsAmount - couponDiscount;
    let pointDiscount = 0;
    let maxPoints = 0;
    let balance = 0;
    if (input.points > 0 || goodsPoints > 0 || !forCreate) {
      const settings = await deps.loyalty.settingsFor(context.siteCode);
      balance = await deps.loyalty.pointsOf(db, context.memberId);
      // Goods priced in points come first: what they cost is not there to pay money with.
      if (goodsPoints > balance)
        throw new AppError('insufficientPoints', { field: 'points', needed: goodsPoints, balance });
      pointDiscount = await deps.loyalty.pointsValue(input.points, currency, settings);
      if (pointDiscount > payable) throw fieldError('points', V.tooBig);
      if (input.points + goodsPoints > balance) throw new AppError('insufficientPoints', { field: 'points' });
      if (!forCreate)
        maxPoints = Math.min(balance - goodsPoints, await deps.loyalty.pointsCovering(payable, currency, settings));
    }
    const payAmount = payable - pointDiscount;
    const result: CheckoutQuote = {
      lines: lines.map(({ goods: _g, sku: _s, ...line }) => line),
      currency,
      goodsAmount,
      couponDiscount,
      pointDiscount,
      payAmount,
      verifyAmount: payAmount,
      pointsUsed: input.points,
      goodsPoints,
      pointsBalance: balance,
      maxPoints,
      couponCode: voucher?.couponCode ?? null,
      needsAddress: needsAddress(lines.map((line) => line.kind)),
      coupons: forCreate
        ? []
        : await couponsForOrder(deps.coupons, {
            memberId: context.memberId,
            currency,
            goodsAmount,
            today: utcToday(now),
            lang: context.lang,
          }),
    };
    return { result, lines, voucher };
  }

  async function referrerOf(referralCode: string | undefined, buyer: string): Promise<string | null> {
    if (!referralCode) return null;
    const [profile] = await db
      .select({ memberId: mallMemberProfiles.memberId })
      .from(mallMemberProfiles)
      .where(eq(mallMemberProfiles.referralCode, referralCode.toUpperCase()));
    // A member never earns on their own purchase.
    return profile && profile.memberId !== buyer ? profile.memberId : null;
  }

  async function byIdempotencyKey(key: string | undefined, memberId: string) {
    if (!key) return null;
    const [row] = await db
      .select()
      .from(goodsOrders)
      .where(and(eq(goodsOrders.idempotencyKey, key), eq(goodsOrders.memberId, memberId)));
    return row ?? null;
  }

  /**
   * Creates a goods order in one transaction. Everything that needs no lock comes first (pricing, the
   * coupon, the early refusals of `quote`); inside the transaction the limit counts are serialised
   * (`lockLimitCounts`), counted again, the order written, points and coupon claimed, and the stock
   * taken last by conditional UPDATEs (never below zero), so a SKU row stays locked only from that
   * UPDATE to the commit. Nothing to pay (points or a coupon cover it) fulfils it at once.
   */
  async function create(input: CheckoutCreateRequest, context: CheckoutContext): Promise<GoodsOrderRow> {
    const earlier = await byIdempotencyKey(context.idempotencyKey, context.memberId);
    if (earlier) return earlier;
    const { result, lines, voucher } = await quote(input, context, true);
    if (result.needsAddress && !input.address) throw new AppError('addressRequired', { field: 'address' });
    if (result.payAmount > 0 && !deps.onlinePayments) throw new AppError('onlinePaymentUnavailable');
    if (input.verifyAmount !== result.payAmount) {
      throw new AppError('pricesChanged', { payAmount: result.payAmount, currency: result.currency });
    }
    const referrer = await referrerOf(input.referralCode, context.memberId);
    const now = deps.now();
    const deadlineSeconds = deps.paymentDeadlineSeconds ?? context.paymentDeadlineMinutes * 60;
    const order: NewGoodsOrder = {
      orderId: newMallCode('MO'),
      memberId: context.memberId,
      siteCode: context.siteCode,
      language: context.lang,
      status: GoodsOrderStatus.waitingToPay,
      currency: result.currency,
      goodsAmount: result.goodsAmount,
      couponDiscount: result.couponDiscount,
      pointDiscount: result.pointDiscount,
      payAmount: result.payAmount,
      pointsUsed: result.pointsUsed,
      goodsPoints: result.goodsPoints,
      couponCode: result.couponCode,
      address: result.needsAddress ? (input.address ?? null) : null,
      remark: input.remark ?? '',
      referrerMemberId: referrer,
      refundable: lines.every((line) => line.goods.refundable),
      paymentDeadline: new Date(now.getTime() + deadlineSeconds * 1000),
      idempotencyKey: context.idempotencyKey ?? null,
      createdAt: now,
    };
    try {
      const placed = await inTransaction(db, async (tx) => {
        const perGoods = quantitiesByGoods(lines);
        const checked = await lockLimitCounts(
          tx,
          context.memberId,
          perGoods.map((entry) => entry.goods),
        );
        for (const [index, { quantity }] of perGoods.entries())
          await enforceLimits(tx, checked[index]!, quantity, context.memberId, now, context.lang);
        const created = await insertGoodsOrder(tx, order, lines);
        // One conditional UPDATE for the goods' points and the points paying money: never below zero.
        const points = result.pointsUsed + result.goodsPoints;
        if (points > 0) await deps.loyalty.redeemPoints(tx, context.memberId, points, order.orderId);
        if (voucher) await deps.coupons.claimVoucher(tx, voucher, order.orderId, now);
        if (input.cartLineIds?.length) {
          await tx
            .delete(mallCartLines)
            .where(and(eq(mallCartLines.memberId, context.memberId), inArray(mallCartLines.lineId, input.cartLineIds)));
        }
        const fulfilled =
          result.payAmount === 0 ? await fulfilPaidOrder(tx, created, now, `member:${context.memberId}`) : null;
        await takeStock(tx, lines);
        return fulfilled ?? created;
      });
      if (placed.paidAt) await deps.mails?.notify(placed.orderId, 'paid');
      return placed;
    } catch (error) {
      if (context.idempotencyKey && isUniqueViolation(error)) {
        const again = await byIdempotencyKey(context.idempotencyKey, context.memberId);
        if (again) return again;
      }
      throw error;
    }
  }

  return {
    quote: async (input: CheckoutQuoteRequest, context: CheckoutContext) => (await quote(input, context)).result,
    create,
    findOrder: (id: string) => findGoodsOrder(db, id),
  };
}
export type { GoodsOrderRow } from './orders.repo.ts';
export type MallCheckout = ReturnType<typeof createMallCheckout>;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

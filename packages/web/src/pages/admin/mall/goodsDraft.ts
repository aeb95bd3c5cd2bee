import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { minorUnitsOf } from '@hotel/contract/money';
import type { StoredMallGoodsItem as MallGoodsItem } from '@hotel/contract/schemas/admin-content-records';
import type { AdminGoodsSave, AdminSkuSave, LimitPeriod, LimitScope } from '@hotel/contract/schemas/mall';
import { typedNumber } from '../../../features/admin/ui/draftForm.ts';
import { emptyLocalizedText, type LocalizedText } from '../../../features/admin/ui/fields.tsx';
import { currencyDigits } from '../../../lib/format/money.ts';

/** A goods as the form holds it: instants as `datetime-local` text, the commission in percent. */
export interface GoodsDraft {
  goodsCode: string;
  categoryCode: string;
  kind: AdminGoodsSave['kind'];
  name: LocalizedText;
  subtitle: LocalizedText;
  description: LocalizedText;
  currency: string;
  saleStartsAt: string;
  saleEndsAt: string;
  flashOn: boolean;
  /** Kept while the flash sale is switched off; sent only when it is on. */
  flashSale: { discountPercent: string; startsAt: string; endsAt: string };
  minPurchase: string;
  limits: { period: LimitPeriod; scope: LimitScope; quantity: string }[];
  commissionPercent: string;
  refundable: boolean;
  isActive: boolean;
  sortOrder: string;
  voucher: AdminGoodsSave['voucher'];
}

/** A SKU as the form holds it (numbers as typed). */
export interface SkuDraft {
  skuCode: string;
  specs: { spec: LocalizedText; value: LocalizedText }[];
  price: string;
  stock: string;
  isActive: boolean;
  /** Points per unit besides the price (goods for points, or points plus cash). */
  points: string;
  /** A price per member tier (index 0 Classic to 3 Platinum), in major units; empty: the regular price. */
  tierPrices: string[];
}

export const MEMBER_TIER_NUMBERS = [1, 2, 3, 4] as const;
const noTierPrices = () => MEMBER_TIER_NUMBERS.map(() => '');

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as `yyyy-MM-ddTHH:mm` in the browser's time zone ('' for none). */
export function toLocalInput(instant: string | Date | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `datetime-local` text as an ISO instant (null for none; kept as typed when it is not a date). */
export function toInstant(local: string): string | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const full = (text: Partial<LocalizedText> | undefined): LocalizedText => ({ ...emptyLocalizedText(), ...text });

export const newGoodsDraft = (): GoodsDraft => ({
  goodsCode: '',
  categoryCode: '',
  kind: 'physical',
  name: emptyLocalizedText(),
  subtitle: emptyLocalizedText(),
  description: emptyLocalizedText(),
  currency: DEFAULT_CURRENCY,
  saleStartsAt: '',
  saleEndsAt: '',
  flashOn: false,
  flashSale: { discountPercent: '', startsAt: '', endsAt: '' },
  minPurchase: '1',
  limits: [],
  commissionPercent: '0',
  refundable: true,
  isActive: true,
  sortOrder: '0',
  voucher: null,
});

/** The stored goods as a draft. */
export function goodsDraftOf(goods: MallGoodsItem['goods']): GoodsDraft {
  return {
    goodsCode: goods.goodsCode,
    categoryCode: goods.categoryCode,
    kind: goods.kind as AdminGoodsSave['kind'],
    name: full(goods.name),
    subtitle: full(goods.subtitle),
    description: full(goods.description),
    currency: goods.currency,
    saleStartsAt: toLocalInput(goods.saleStartsAt),
    saleEndsAt: toLocalInput(goods.saleEndsAt),
    flashOn: goods.flashDiscountPercent !== null,
    flashSale: {
      discountPercent: goods.flashDiscountPercent === null ? '' : String(goods.flashDiscountPercent),
      startsAt: toLocalInput(goods.flashStartsAt),
      endsAt: toLocalInput(goods.flashEndsAt),
    },
    minPurchase: String(goods.minPurchase),
    limits: goods.limits.map((rule) => ({
      period: rule.period as LimitPeriod,
      scope: rule.scope as LimitScope,
      quantity: String(rule.quantity),
    })),
    commissionPercent: String(goods.commissionRateBp / 100),
    refundable: goods.refundable,
    isActive: goods.isActive,
    sortOrder: String(goods.sortOrder),
    voucher: goods.voucher
      ? { ...goods.voucher, serviceName: full(goods.voucher.serviceName), hotelCodes: goods.voucher.hotelCodes }
      : null,
  };
}

/** The draft as the API's goods form (checked afterwards with the contract's schema). */
export function goodsSaveOf(draft: GoodsDraft): Record<string, unknown> {
  const commission = typedNumber(draft.commissionPercent);
  return {
    goodsCode: draft.goodsCode,
    categoryCode: draft.categoryCode,
    kind: draft.kind,
    name: draft.name,
    subtitle: draft.subtitle,
    description: draft.description,
    currency: draft.currency,
    saleStartsAt: toInstant(draft.saleStartsAt),
    saleEndsAt: toInstant(draft.saleEndsAt),
    flashSale: draft.flashOn
      ? {
          discountPercent: typedNumber(draft.flashSale.discountPercent),
          startsAt: toInstant(draft.flashSale.startsAt) ?? undefined,
          endsAt: toInstant(draft.flashSale.endsAt) ?? undefined,
        }
      : null,
    minPurchase: typedNumber(draft.minPurchase),
    limits: draft.limits.map((rule) => ({ ...rule, quantity: typedNumber(rule.quantity) })),
    voucher: draft.kind === 'voucher' ? draft.voucher : null,
    refundable: draft.refundable,
    commissionRateBp: commission === undefined ? undefined : Math.round(commission * 100),
    sortOrder: typedNumber(draft.sortOrder),
    isActive: draft.isActive,
  };
}

export const newSkuDraft = (): SkuDraft => ({
  skuCode: '',
  specs: [],
  price: '',
  stock: '0',
  isActive: true,
  points: '0',
  tierPrices: noTierPrices(),
});

/** A stored SKU as a draft (the price typed in whole currency units; the API keeps minor units). */
export function skuDraftOf(sku: MallGoodsItem['skus'][number], currency: string): SkuDraft {
  return {
    skuCode: sku.skuCode,
    specs: sku.specs.map((spec) => ({ spec: full(spec.spec), value: full(spec.value) })),
    price: String(sku.price / 10 ** currencyDigits(currency)),
    stock: String(sku.stock),
    isActive: sku.isActive,
    points: String(sku.points),
    tierPrices: MEMBER_TIER_NUMBERS.map((tier) => {
      const price = sku.tierPrices.find((entry) => entry.tier === tier)?.price;
      return price === undefined ? '' : formatAmountPlain(price, currency);
    }),
  };
}

/** Minor units as the plain decimal a person types back ("299", "299.5"). */
const formatAmountPlain = (minor: number, currency: string) => String(minor / 10 ** currencyDigits(currency));

export function skuSaveOf(draft: SkuDraft, currency: string): Partial<Record<keyof AdminSkuSave, unknown>> {
  const price = draft.price.trim();
  return {
    skuCode: draft.skuCode,
    specs: draft.specs,
    // Read as text, like the tier prices: no float rounds a price, and too many decimals are refused.
    price: price === '' ? undefined : (minorUnitsOf(price, currency) ?? Number.NaN),
    stock: typedNumber(draft.stock),
    isActive: draft.isActive,
    points: typedNumber(draft.points),
    tierPrices: MEMBER_TIER_NUMBERS.flatMap((tier, index) => {
      const typed = draft.tierPrices[index]?.trim() ?? '';
      return typed === '' ? [] : [{ tier, price: minorUnitsOf(typed, currency) ?? Number.NaN }];
    }),
  };
}

/** The body field that the goods form shows under another name (the server's refusals too). */
export const GOODS_FIELDS: Record<string, string> = { commissionRateBp: 'commissionPercent' };

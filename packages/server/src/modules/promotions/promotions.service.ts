import { DiscountType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { promotionCodes } from './promotions.schema.ts';

export interface AppliedCode {
  /** The hotel the code is limited to, or null for the whole group. */
  hotelCode: string | null;
  unlockedRatePlans: string[];
  discountPercent: number;
  companyHint: string;
}

export const NO_CODE: AppliedCode = { hotelCode: null, unlockedRatePlans: [], discountPercent: 0, companyHint: '' };

/** Promotion, corporate and discount codes as a search or a booking applies them. */
export function createPromotionService(db: Db) {
  /**
   * Checks a code for a stay starting on `arrival`: unknown, inactive, expired, of the other type or
   * for another hotel is error 90025, so a guest never silently gets the public price.
   */
  async function applyCode(
    input: { discountType?: number; discountCode?: string; hotelCode?: string; arrival: string },
    lang: Language,
  ): Promise<AppliedCode> {
    if (!input.discountCode || input.discountType === undefined) return NO_CODE;
    const [row] = await db
      .select()
      .from(promotionCodes)
      .where(
        and(
          eq(sql`upper(${promotionCodes.code})`, input.discountCode.toUpperCase()),
          eq(promotionCodes.isActive, true),
        ),
      );
    const valid =
      row &&
      row.discountType === input.discountType &&
      row.validFrom <= input.arrival &&
      row.validTo >= input.arrival &&
      (!row.hotelCode || !input.hotelCode || row.hotelCode === input.hotelCode);
    if (!valid) throw new AppError('invalidPromotionCode', { field: 'discountCode' });
    return {
      hotelCode: row.hotelCode,
      unlockedRatePlans: row.discountType === DiscountType.promotion ? row.ratePlanCodes : [],
      discountPercent: row.discountType === DiscountType.discount ? row.discountPercent : 0,
      companyHint: inLanguage(row.companyName, lang) || '',
    };
  }

  return { applyCode };
}
export type PromotionService = ReturnType<typeof createPromotionService>;

/** The part of a code that applies to one hotel. */
export function codeForHotel(code: AppliedCode, hotelCode: string): AppliedCode {
  return code.hotelCode && code.hotelCode !== hotelCode ? NO_CODE : code;
}

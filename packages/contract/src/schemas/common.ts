import { z } from 'zod';
import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS, ONE_DAY_MS } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { V } from '../validation.ts';

/**
 * A query as a client sends it for `schema`: any of the keys the schema reads, each as the value it parses to, lists
 * as their comma-separated text, numbers also as text (a query string carries text; the schema coerces it, which is
 * why its own input type says `unknown` for them).
 */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.output<S>]?: QueryValueOf<NonNullable<z.output<S>[K]>> };
type QueryValueOf<T> = T extends readonly unknown[] ? string : T extends number ? number | string : T;

export const languageSchema = z.enum(LANGUAGES, { error: V.language });

/** A calendar date `yyyy-MM-dd` that exists (no 2026-02-30). */
export const isoDateSchema = z
  .string({ error: V.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date })
  .refine((value) => isRealDate(value), { error: V.date });

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / ONE_DAY_MS);
}

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * ONE_DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** Every night of a stay, check-in included, check-out excluded. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Adds the stay rules to any object with checkInDate and checkOutDate; `today` is hotel-local. */
export function checkStay(
  stay: { checkInDate: string; checkOutDate: string },
  ctx: z.RefinementCtx,
  today?: string,
): void {
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: V.checkOutAfterCheckIn });
  else if (nights > MAX_STAY_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: V.stayTooLong });
  if (today && stay.checkInDate < addDays(today, -1)) {
    ctx.addIssue({ code: 'custom', path: ['checkInDate'], message: V.checkInInPast });
  }
  if (today && stay.checkInDate > addDays(today, BOOKING_HORIZON_DAYS)) {
    ctx.addIssue({ code: 'custom', path: ['checkInDate'], message: V.beyondHorizon });
  }
}

/** A hotel, room type or rate plan code: letters, digits, dash and underscore. */
export const codeSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(32, { error: V.tooLong })
  .regex(/^[A-Za-z0-9_-]+$/, { error: V.hotelCode });

/** A count from a query string or a body: "2" and 2 both accepted. */
export function countSchema(min: number, max: number) {
  return z.coerce
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(min, { error: V.tooSmall })
    .max(max, { error: V.tooBig });
}

export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .max(254, { error: V.tooLong })
  .email({ error: V.email });

/** A local phone number without the area code. */
export const phoneNumberSchema = z
  .string({ error: V.required })
  .trim()
  .regex(/^\d{5,15}$/, { error: V.phone });

export const areaCodeSchema = z
  .string({ error: V.required })
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: V.areaCode })
  .transform((value) => value.replace(/^\+/, ''));

/** Money is integer minor units (fen/cents) with a currency code. */
const plainMoneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
/** `exchange` is the same amount in the display currency asked for with `exchangeNo`. */
export const moneySchema = plainMoneySchema.extend({ exchange: plainMoneySchema.optional() });

export const exchangeNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, { error: V.invalid });
export type Money = z.infer<typeof moneySchema>;

/** A moment: a Date on the server, ISO 8601 text on the wire. */
export const instantSchema = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value));

/** The answer of a sign-out (members and staff) and of a password change (the session is over). */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });

/** The answer of a call that removes something. */
export const deletedSchema = z.object({ deleted: z.literal(true) });

/** A page of a guest's or member's list (`page` from 1, `size` rows). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}

/**
 * A person's name as on the identity document, the same rule for guests, members and their contacts:
 * letters of any script (with their combining marks, as in Thai), spaces, apostrophes, dots and
 * hyphens; no digits, no markup.
 */
export const personNameSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(50, { error: V.tooLong })
  .superRefine((value, ctx) => {
    if (/\d/.test(value)) ctx.addIssue({ code: 'custom', message: V.englishNameDigits });
    else if (!/^\p{L}[\p{L}\p{M} '.-]*$/u.test(value)) ctx.addIssue({ code: 'custom', message: V.guestName });
  });

/** A birthday: a real date from 1900 up to today. */
export const birthdaySchema = isoDateSchema.refine(
  (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
  { error: V.birthday },
);

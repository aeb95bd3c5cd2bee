import { z } from 'zod';
import { MAX_CHILD_AGE } from './occupancy.ts';
import { V } from './validation.ts';

// The schemas of a party, apart from occupancy.ts's rules: the search form's first paint uses the rules without zod.

export const childAgeSchema = z
  .number({ error: V.childAge })
  .int({ error: V.childAge })
  .min(0, { error: V.childAge })
  .max(MAX_CHILD_AGE, { error: V.childAge });

/** `childAges=4,10` in an address or query: each child's age, in room order. */
export const childAgesQuerySchema = z
  .string()
  .max(200, { error: V.childAge })
  .optional()
  .transform((value) =>
    value === undefined || value.trim() === ''
      ? undefined
      : value.split(',').map((item) => (/^\s*\d{1,2}\s*$/.test(item) ? Number(item) : Number.NaN)),
  )
  .pipe(z.array(childAgeSchema).optional());

/** The ages must name every child, no more. */
export function checkChildAges(
  query: { childAges?: readonly number[]; childNumber?: number },
  ctx: z.RefinementCtx,
  required: boolean,
) {
  const children = query.childNumber ?? 0;
  if (query.childAges === undefined ? required && children > 0 : query.childAges.length !== children) {
    ctx.addIssue({ code: 'custom', path: ['childAges'], message: V.childAgesCount });
  }
}

/** `GET /{lang}/occupancy`: the places of the rooms a search can find (the group's, or one hotel's). */
export const occupancyQuerySchema = z.object({ hotelCode: z.string().trim().max(32).optional() });
export const roomShapeSchema = z.object({
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
});
export const occupancyLimitsSchema = z.object({
  /** The most adults, children and guests any one room holds: the search form's limits per room. */
  maxAdultsPerRoom: z.number().int(),
  maxChildrenPerRoom: z.number().int(),
  maxGuestsPerRoom: z.number().int(),
  childFreeBedAge: z.number().int(),
  maxChildAge: z.number().int(),
  /** Each distinct room shape, to tell whether a party fits any room. */
  shapes: z.array(roomShapeSchema),
});
export type OccupancyLimits = z.infer<typeof occupancyLimitsSchema>;

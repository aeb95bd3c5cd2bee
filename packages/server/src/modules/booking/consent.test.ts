import { ErrorCode } from '@hotel/contract/errors';
import { addDays } from '@hotel/contract/schemas/common';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { agreements } from '../content/content.schema.ts';
import { orders } from './booking.schema.ts';
import { book, orderPayload } from './booking.test-helpers.ts';

const night = (offset: number) => addDays(TEST_TODAY, offset);
const rate = { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR' };

describeEachDatabase("the booking form's one consent", (ctx) => {
  const db = () => ctx().database.db;

  it('records each accepted agreement with the version in force, and refuses a consent that leaves one out', async () => {
    await db().update(agreements).set({ version: 3 }).where(eq(agreements.code, 'privacyTerms'));
    const accepted = ['bookingPolicy', 'privacyTerms', 'bookingConditions'];
    const booked = await book(
      ctx(),
      orderPayload(rate, { checkInDate: night(41), checkOutDate: night(42) }, { acceptedAgreements: accepted }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.transactionId, booked.json().data.transactionId));
    const versions = new Map((await db().select().from(agreements)).map((row) => [row.code, row.version]));
    expect(order!.acceptedAgreements).toEqual(accepted.map((code) => ({ code, version: versions.get(code) })));
    expect(order!.acceptedAgreements).toContainEqual({ code: 'privacyTerms', version: 3 });

    const partial = await book(
      ctx(),
      orderPayload(
        rate,
        { checkInDate: night(43), checkOutDate: night(44) },
        {
          acceptedAgreements: ['bookingPolicy'],
          booker: { name: 'Ann Lee', email: 'partial@example.com', mobile: '86 13900000009' },
        },
      ),
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errorCode).not.toBe(ErrorCode.ok);
    expect(JSON.stringify(partial.json().data)).toContain('acceptedAgreements');
    expect(await db().select().from(orders).where(eq(orders.bookerEmail, 'partial@example.com'))).toHaveLength(0);
  });
});

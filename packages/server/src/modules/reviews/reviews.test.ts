import { OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { hotelReviewPageSchema } from '@hotel/contract/schemas/stay';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase, type TestContext } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { orders } from '../booking/booking.schema.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { paidGuestStay, setStatus } from '../invoices/invoices.test-helpers.ts';
import { bookingMember, caller } from '../member/member.test-helpers.ts';
import { stayReviewPictures, stayReviews } from './reviews.schema.ts';

const DEMO_PAST_SHA = 'demo-past1-0001';
const scores = { overall: 5, cleanliness: 4, service: 5, location: 3, value: 4 };

/** Sends pictures as a browser's form does (multipart, field `files`). */
async function upload(
  ctx: TestContext,
  url: string,
  files: { name: string; bytes: Buffer; type: string }[],
  token?: string,
) {
  const boundary = '----stayreview';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

describeEachDatabase('hotel reviews', (ctx) => {
  const db = () => ctx().database.db;
  const call = caller(ctx);
  const admin = adminCaller(ctx);

  it('lets the booker review a completed stay once, with checked pictures, and shows it on the hotel page', async () => {
    const id = await paidGuestStay(ctx(), '2026-12-01', '2026-12-02', OrderStatus.reserved);
    const early = await call('POST', `/en-US/orders/${id}/review`, null, { ...scores, content: 'Lovely' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe(ErrorCode.stayReviewNotAllowed);
    expect((await call('GET', `/en-US/orders/${id}/review`)).json().data).toEqual({ canReview: false, review: null });
    await setStatus(ctx(), id, OrderStatus.completed);
    // At another hotel than the next test's, whose averages it counts.
    await db().update(orders).set({ hotelCode: 'HGH001' }).where(eq(orders.transactionId, id));

    const fake = await upload(ctx(), `/en-US/orders/${id}/review/pictures`, [
      { name: 'a.png', bytes: Buffer.from('not a picture'), type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
    const sent = await upload(ctx(), `/en-US/orders/${id}/review/pictures`, [
      { name: 'room.png', bytes: await png(), type: 'image/png' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [picture] = sent.json().data.pictures;
    expect(picture).toMatchObject({ width: 40, height: 30 });

    const badScore = await call('POST', `/en-US/orders/${id}/review`, null, { ...scores, overall: 6, content: 'x' });
    expect(badScore.statusCode).toBe(400);
    const written = await call('POST', `/en-US/orders/${id}/review`, null, {
      ...scores,
      content: '<script>alert(1)</script> Quiet room, kind staff.',
      pictureIds: [picture.pictureId],
    });
    expect(written.statusCode, written.body).toBe(200);
    const [row] = await db().select().from(stayReviews).where(eq(stayReviews.transactionId, id));
    expect(row).toMatchObject({ ...scores, language: 'en-US', hidden: false, stayMonth: '2026-12' });
    const pictures = await db().select().from(stayReviewPictures).where(eq(stayReviewPictures.transactionId, id));
    expect(pictures.map((p) => p.reviewId)).toEqual([row!.reviewId]);
    const twice = await call('POST', `/en-US/orders/${id}/review`, null, { ...scores, content: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe(ErrorCode.stayAlreadyReviewed);
    const lateUpload = await upload(ctx(), `/en-US/orders/${id}/review/pictures`, [
      { name: 'b.png', bytes: await png(), type: 'image/png' },
    ]);
    expect(lateUpload.json().errorCode).toBe(ErrorCode.stayAlreadyReviewed);

    const [order] = await db().select().from(orders).where(eq(orders.transactionId, id));
    const page = hotelReviewPageSchema.parse(
      (await call('GET', `/en-US/hotels/${order!.hotelCode}/reviews`)).json().data,
    );
    const shown = page.list.find((review) => review.reviewId === row!.reviewId)!;
    expect(shown.author).toMatch(/^M\*+$/);
    expect(shown.content).toBe('<script>alert(1)</script> Quiet room, kind staff.');
    expect(shown.pictures).toHaveLength(1);
    expect(page.rating.count).toBeGreaterThanOrEqual(1);
  });

  it("keeps a member's stay to that member, and averages only shown reviews, the reader's language first", async () => {
    const signIn = await call('POST', '/member/login', null, {
      account: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    });
    const token = signIn.json().data.token as string;
    const other = await bookingMember(ctx, 'review.other', '13900000779');
    expect(
      (await call('POST', `/ja/orders/${DEMO_PAST_SHA}/review`, other.token, { ...scores, content: 'mine' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/ja/orders/${DEMO_PAST_SHA}/review`, null, { ...scores, content: 'mine' })).json().errorCode,
    ).toBe(ErrorCode.pleaseLogIn);
    expect((await call('GET', `/ja/orders/${DEMO_PAST_SHA}/review`, other.token)).statusCode).toBe(404);
    const mine = await call('POST', `/ja/orders/${DEMO_PAST_SHA}/review`, token, {
      overall: 2,
      cleanliness: 2,
      service: 3,
      location: 5,
      value: 1,
      content: '駅から近いが、部屋は古い。',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const guestStay = await paidGuestStay(ctx(), '2026-12-03', '2026-12-04');
    const [guestOrder] = await db().select().from(orders).where(eq(orders.transactionId, guestStay));
    await db().update(orders).set({ hotelCode: 'SHA001' }).where(eq(orders.transactionId, guestStay));
    expect(guestOrder).toBeDefined();
    const english = await call('POST', `/en-US/orders/${guestStay}/review`, null, {
      ...scores,
      content: 'Great breakfast.',
    });
    expect(english.statusCode, english.body).toBe(200);

    const japanese = hotelReviewPageSchema.parse((await call('GET', '/ja/hotels/SHA001/reviews')).json().data);
    expect(japanese.list[0]!.language).toBe('ja');
    const englishFirst = hotelReviewPageSchema.parse((await call('GET', '/en-US/hotels/SHA001/reviews')).json().data);
    expect(englishFirst.list[0]!.language).toBe('en-US');
    expect(japanese.rating).toMatchObject({ count: 2, overall: 3.5, value: 2.5, location: 4 });

    // A manager of SHA001 hides the Japanese review and replies to the English one; both audited.
    const manager = await staffToken(ctx, 'hotelManager');
    const listed = (await admin('GET', '/stay-reviews?hotelCode=SHA001', manager)).json().data;
    expect(listed.list.map((review: { confirmationNumber: string }) => review.confirmationNumber)).toContain(
      'AUDEMO000001',
    );
    const jaId = mine.json().data.reviewId as string;
    const enId = english.json().data.reviewId as string;
    expect((await admin('PUT', `/stay-reviews/${jaId}`, manager, { hidden: true })).statusCode).toBe(200);
    const replied = await admin('PUT', `/stay-reviews/${enId}`, manager, { reply: 'Thank you, see you soon.' });
    expect(replied.json().data.reply).toMatchObject({ content: 'Thank you, see you soon.' });
    const after = hotelReviewPageSchema.parse((await call('GET', '/ja/hotels/SHA001/reviews')).json().data);
    expect(after.rating).toMatchObject({ count: 1, overall: 5 });
    expect(after.list.map((review) => review.reviewId)).toEqual([enId]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, jaId));
    expect(audit).toMatchObject([
      { action: 'stayReview.moderate', before: { hidden: false }, after: { hidden: true } },
    ]);
    // The guest still sees their own review, marked hidden.
    expect((await call('GET', `/ja/orders/${DEMO_PAST_SHA}/review`, token)).json().data.review).toMatchObject({
      hidden: true,
    });

    const frontDesk = await staffToken(ctx, 'frontDesk');
    expect((await admin('PUT', `/stay-reviews/${enId}`, frontDesk, { hidden: true })).statusCode).toBe(403);
    const ratings = (await call('GET', '/en-US/hotel-ratings')).json().data as { hotelCode: string; overall: number }[];
    expect(ratings.find((rating) => rating.hotelCode === 'SHA001')).toMatchObject({ overall: 5 });
    const overalls = ratings.map((rating) => rating.overall);
    expect(overalls).toEqual([...overalls].sort((a, b) => b - a));
  });

  it('lists the hotels a rank names first, in its order (the hotel list sorted by rating), and refuses a bad rank', async () => {
    const ranked = await call('GET', '/en-US/hotels?rank=TYO001,PEK001');
    expect(ranked.statusCode, ranked.body).toBe(200);
    const codes = (ranked.json().data.list as { hotelCode: string }[]).map((hotel) => hotel.hotelCode);
    expect(codes.slice(0, 2)).toEqual(['TYO001', 'PEK001']);
    const plain = (await call('GET', '/en-US/hotels')).json().data.list as { hotelCode: string }[];
    expect(new Set(codes)).toEqual(new Set(plain.map((hotel) => hotel.hotelCode)));
    const bad = await call('GET', '/en-US/hotels?rank=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
  });
});

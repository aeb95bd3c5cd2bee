import type { RoomBookParams } from '@hotel/contract/routes';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client.ts';
import { perkProblemOf } from './bookingErrors.ts';
import {
  type BookingFormValues,
  buildOrderPayload,
  contactNameOf,
  defaultBookingForm,
  NO_PERKS,
  payloadSignature,
  pointsLimit,
  prefillFromMember,
  readPoints,
  restoreBookingForm,
} from './bookingForm.ts';

/*
 * A signed-in member's booking: the form pre-filled from the profile, points and a coupon or gift
 * voucher in the payload, the bounds of the points field and where refusals are shown.
 */

const params: RoomBookParams = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  ratePlanCode: 'ONL',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-15',
  roomCount: 2,
  adultsNumber: 3,
  childNumber: 0,
};
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'];
const member = {
  title: 'Ms',
  firstName: 'Jiwoo',
  lastName: 'Kim',
  email: 'jiwoo@example.com',
  phone: '139 1234-5678',
  mobileCountryNumber: '+82',
};

const blank = () => defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, []);

function filled(): BookingFormValues {
  const form = prefillFromMember(blank(), member, { titles: TITLES, language: 'en-US' });
  form.rooms[0]!.guests[1] = { title: 'Mr', firstName: 'Min', lastName: 'Park' };
  form.rooms[1]!.guests[0] = { title: 'Mr', firstName: 'Joon', lastName: 'Lee' };
  return form;
}

describe('prefillFromMember', () => {
  it("fills the booker and the first room's first guest from the profile", () => {
    const form = prefillFromMember(blank(), member, { titles: TITLES, language: 'ko-KR' });
    expect(form.contact).toEqual({
      name: 'Jiwoo Kim',
      areaCode: '82',
      mobile: '13912345678',
      email: 'jiwoo@example.com',
    });
    expect(form.rooms[0]?.guests[0]).toEqual({ title: 'Ms', firstName: 'Jiwoo', lastName: 'Kim' });
    expect(form.rooms[0]?.guests[1]).toEqual({ title: '', firstName: '', lastName: '' });
    expect(form.rooms[1]?.guests[0]).toEqual({ title: '', firstName: '', lastName: '' });
  });

  it('writes the name in the order of the language and leaves out a title the site does not offer', () => {
    const chinese = prefillFromMember(
      blank(),
      { ...member, title: 'Sir', firstName: '美玲', lastName: '陈' },
      { titles: TITLES, language: 'zh-CN' },
    );
    expect(chinese.contact.name).toBe('陈美玲');
    expect(chinese.rooms[0]?.guests[0]?.title).toBe('');
    expect(contactNameOf('Mei', 'Chen', 'zh-TW')).toBe('Chen Mei');
    expect(contactNameOf('Mei', '', 'en-US')).toBe('Mei');
  });

  it('keeps what is already there and the default area code without a phone', () => {
    const start = blank();
    start.contact.email = 'other@example.com';
    start.rooms[0]!.guests[0] = { title: 'Dr', firstName: 'Ann', lastName: '' };
    const form = prefillFromMember(
      start,
      { ...member, phone: '', mobileCountryNumber: '' },
      {
        titles: TITLES,
        language: 'en-US',
      },
    );
    expect(form.contact).toMatchObject({ email: 'other@example.com', areaCode: '86', mobile: '' });
    expect(form.rooms[0]?.guests[0]).toEqual({ title: 'Dr', firstName: 'Ann', lastName: 'Kim' });
  });

  it('gives way to entries saved in the session', () => {
    const saved = blank();
    saved.contact = { name: 'Saved Name', areaCode: '852', mobile: '91234567', email: 'saved@example.com' };
    const restored = restoreBookingForm(
      saved,
      prefillFromMember(blank(), member, { titles: TITLES, language: 'en-US' }),
    );
    expect(restored.contact.name).toBe('Saved Name');
    expect(restored.contact.email).toBe('saved@example.com');
  });
});

describe('buildOrderPayload with points and a voucher', () => {
  it('sends no points and no voucher by default', () => {
    const payload = buildOrderPayload(filled(), { params, addons: [] });
    expect(payload.point).toBe(0);
    expect(payload).not.toHaveProperty('voucherCode');
    expect(payload).not.toHaveProperty('voucherSource');
    expect(buildOrderPayload(filled(), { params, addons: [] }, 0, undefined, NO_PERKS)).toEqual(payload);
  });

  it('sends the points, the coupon code and its source', () => {
    const payload = buildOrderPayload(filled(), { params, addons: [] }, 27_500, undefined, {
      point: 500,
      voucherCode: ' WELCOME-1234 ',
      voucherSource: 'welcome',
    });
    expect(payload).toMatchObject({
      point: 500,
      voucherCode: 'WELCOME-1234',
      voucherSource: 'welcome',
      verifyAmount: 27_500,
      booker: { name: 'Jiwoo Kim', email: 'jiwoo@example.com', mobile: '82 13912345678' },
    });
    expect(payload.roomInfo[0]?.checkInInfo.customer[0]).toEqual({ title: 'Ms', firstName: 'Jiwoo', lastName: 'Kim' });
  });

  it('never sends negative or fractional points, nor a source without a code', () => {
    const payload = buildOrderPayload(filled(), { params, addons: [] }, 0, undefined, {
      point: -3.5,
      voucherCode: '  ',
      voucherSource: 'gift',
    });
    expect(payload.point).toBe(0);
    expect(payload).not.toHaveProperty('voucherSource');
    expect(buildOrderPayload(filled(), { params, addons: [] }, 0, undefined, { ...NO_PERKS, point: 12.9 }).point).toBe(
      12,
    );
  });

  it('changes the signature when the points or the voucher change (the order is updated)', () => {
    const base = payloadSignature(buildOrderPayload(filled(), { params, addons: [] }));
    const withPoints = payloadSignature(
      buildOrderPayload(filled(), { params, addons: [] }, 0, undefined, { ...NO_PERKS, point: 500 }),
    );
    const withCoupon = payloadSignature(
      buildOrderPayload(filled(), { params, addons: [] }, 0, undefined, {
        point: 500,
        voucherCode: 'WELCOME-1234',
        voucherSource: 'welcome',
      }),
    );
    expect(new Set([base, withPoints, withCoupon]).size).toBe(3);
  });
});

describe('the points field', () => {
  it('allows 0 up to the smaller of the balance and the quote maxPoints', () => {
    expect(pointsLimit(1000, 27_000)).toBe(1000);
    expect(pointsLimit(1000, 600)).toBe(600);
    expect(pointsLimit(1000, 0)).toBe(0);
    expect(pointsLimit(1000, undefined)).toBe(1000);
    expect(pointsLimit(-5, 100)).toBe(0);
  });

  it('reads whole numbers within the limit, empty as 0', () => {
    expect(readPoints('', 1000)).toEqual({ ok: true, value: 0 });
    expect(readPoints(' 500 ', 1000)).toEqual({ ok: true, value: 500 });
    expect(readPoints('1000', 1000)).toEqual({ ok: true, value: 1000 });
    expect(readPoints('1001', 1000)).toEqual({ ok: false, error: 'tooMany' });
    expect(readPoints('-1', 1000)).toEqual({ ok: false, error: 'invalid' });
    expect(readPoints('2.5', 1000)).toEqual({ ok: false, error: 'invalid' });
    expect(readPoints('abc', 1000)).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('perkProblemOf', () => {
  const translate = (key: string) => key;
  it('puts 90103 next to the points and 90102 / 90014 next to the voucher', () => {
    expect(perkProblemOf(new ApiError(409, 90103, 'Insufficient points', null), translate)).toEqual({
      field: 'point',
      message: 'Insufficient points',
    });
    expect(perkProblemOf(new ApiError(400, 90102, 'Minimum spend not met', null), translate)).toEqual({
      field: 'voucher',
      message: 'Minimum spend not met',
    });
    expect(perkProblemOf(new ApiError(400, 90014, 'Voucher incorrect', null), translate)?.field).toBe('voucher');
  });

  it('reads pc1009 on point or voucherCode, and leaves other errors alone', () => {
    const refused = (field: string) =>
      new ApiError(400, 'pc1009', 'x', { fields: [{ field, message: 'Too many points.' }] });
    expect(perkProblemOf(refused('point'), translate)).toEqual({ field: 'point', message: 'Too many points.' });
    expect(perkProblemOf(refused('voucherCode'), translate)?.field).toBe('voucher');
    expect(perkProblemOf(refused('booker.email'), translate)).toBeNull();
    expect(perkProblemOf(new ApiError(409, 703, 'Sold out', null), translate)).toBeNull();
    expect(perkProblemOf(new ApiError(400, 90012, 'Not available', null), translate)).toBeNull();
    expect(perkProblemOf(new ApiError(400, 90012, 'Not available', { field: 'point' }), translate)?.field).toBe(
      'point',
    );
    expect(perkProblemOf(new Error('boom'), translate)).toBeNull();
  });
});

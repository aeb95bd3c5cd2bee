import { COMMENT_MAX_LENGTH } from '@hotel/contract/constants';
import type { RoomBookParams } from '@hotel/contract/routes';
import type { Addon } from '@hotel/contract/schemas/orderFlow';
import { describe, expect, it } from 'vitest';
import {
  addonLineAmount,
  addonsTotal,
  type BookingFormValues,
  buildOrderPayload,
  commentUsage,
  defaultBookingForm,
  formPathOf,
  payloadSignature,
  restoreBookingForm,
  roomAddonTotal,
  splitParty,
} from './bookingForm.ts';

const params: RoomBookParams = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  ratePlanCode: 'BB',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-17',
  roomCount: 2,
  adultsNumber: 3,
  childNumber: 1,
  childAges: [7],
};

const addon = (code: string, type: 1 | 2, unit: Addon['pricingUnit'], price: number): Addon => ({
  addonCode: code,
  addonType: type,
  name: code,
  description: '',
  pricingUnit: unit,
  price,
  currency: 'CNY',
});
const ADDONS: Addon[] = [
  addon('BKF', 1, 'perPersonPerNight', 23_800),
  addon('BKA', 1, 'perStay', 0),
  addon('BKC', 1, 'perStay', 20_000),
  addon('APT', 1, 'perStay', 48_000),
  addon('FRT', 2, 'perStay', 16_800),
];
const NIGHTS = 3;

function filledForm(): BookingFormValues {
  const form = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, ADDONS);
  form.rooms[0]!.guests[0] = { title: 'Mr', firstName: ' John ', lastName: 'Smith' };
  form.rooms[0]!.guests[1] = { title: 'Ms', firstName: 'Jane', lastName: 'Smith' };
  form.rooms[0]!.guests[2] = { title: 'Dr', firstName: 'Not', lastName: 'Counted' };
  form.rooms[1]!.guests[0] = { title: 'Mrs', firstName: 'Li', lastName: 'Wang' };
  form.rooms[0]!.specialRequests = ['2', '0'];
  form.rooms[0]!.comment = '  late arrival  ';
  form.contact = { name: 'John Smith', areaCode: '+852', mobile: '9123 4567', email: 'john@example.com ' };
  return form;
}

describe('splitParty', () => {
  it('spreads a total over the rooms, the first rooms taking the remainder', () => {
    expect(splitParty(3, 2)).toEqual([2, 1]);
    expect(splitParty(1, 2)).toEqual([1, 0]);
    expect(splitParty(4, 2)).toEqual([2, 2]);
    expect(splitParty(5, 1)).toEqual([5]);
  });
});

describe('buildOrderPayload', () => {
  it('builds the create payload: per-room guests, one per adult, totals and the booker', () => {
    const payload = buildOrderPayload(
      filledForm(),
      { params, addons: ADDONS, ratePlanName: 'Bed & Breakfast' },
      123_45,
    );
    expect(payload).toMatchObject({
      hotelCode: 'SHA001',
      roomTypeCode: 'SUPK',
      ratePlanCode: 'BB',
      ratePlanName: 'Bed & Breakfast',
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-17',
      roomCount: 2,
      guestsNumber: { adultCount: 3, childCount: 1 },
      booker: { name: 'John Smith', email: 'john@example.com', mobile: '852 91234567' },
      point: 0,
      verifyAmount: 12_345,
    });
    expect(payload.roomInfo).toHaveLength(2);
    expect(payload.roomInfo[0]?.checkInInfo).toEqual({
      guestsNumber: { adultCount: 2, childCount: 1, childAges: [7] },
      customer: [
        { title: 'Mr', firstName: 'John', lastName: 'Smith' },
        { title: 'Ms', firstName: 'Jane', lastName: 'Smith' },
      ],
    });
    expect(payload.roomInfo[1]?.checkInInfo).toEqual({
      guestsNumber: { adultCount: 1, childCount: 0, childAges: [] },
      customer: [{ title: 'Mrs', firstName: 'Li', lastName: 'Wang' }],
    });
    expect(payload.roomInfo[0]?.otherRequires).toEqual([0, 2]);
    expect(payload.roomInfo[0]?.comment).toBe('late arrival');
    expect(payload).not.toHaveProperty('discountType');
    expect(payload).not.toHaveProperty('card');
  });

  it("writes the booker's mobile as 'areaCode number', 86 by default", () => {
    const form = filledForm();
    form.contact.areaCode = '';
    form.contact.mobile = '138-0013-8000';
    expect(buildOrderPayload(form, { params, addons: ADDONS }).booker.mobile).toBe('86 13800138000');
    form.contact.areaCode = '81';
    expect(buildOrderPayload(form, { params, addons: ADDONS }).booker.mobile).toBe('81 13800138000');
  });

  it('books flags once, dated add-ons with their date, and non-bookable ones by quantity', () => {
    const form = filledForm();
    const room = form.rooms[0]!;
    room.addons[0] = { addonCode: 'BKF', selected: true, quantity: 2, useDate: '2026-12-15' };
    room.addons[1] = { addonCode: 'BKA', selected: true, quantity: 4, useDate: '2026-12-15' };
    room.addons[3] = { addonCode: 'APT', selected: true, quantity: 1, useDate: '' };
    room.addons[4] = { addonCode: 'FRT', selected: true, quantity: 3, useDate: '' };
    form.rooms[1]!.addons[2] = { addonCode: 'BKC', selected: true, quantity: 1, useDate: '' };
    const payload = buildOrderPayload(form, { params, addons: ADDONS });
    expect(payload.roomInfo[0]?.addOns).toEqual([
      { addonType: 1, addonCode: 'BKF', quantity: 2, useDate: '2026-12-15' },
      { addonType: 1, addonCode: 'BKA', quantity: 1 },
      { addonType: 1, addonCode: 'APT', quantity: 1 },
      { addonType: 2, addonCode: 'FRT', quantity: 3 },
    ]);
    expect(payload.roomInfo[1]?.addOns).toEqual([{ addonType: 1, addonCode: 'BKC', quantity: 1 }]);
  });

  it('carries the promotion code and the card when given', () => {
    const card = {
      cardType: 'VA' as const,
      number: '4111 1111 1111 1111',
      holderName: ' John Smith ',
      expiry: '12/30',
    };
    const payload = buildOrderPayload(
      filledForm(),
      { params: { ...params, discountType: 2, discountCode: 'SPRING' }, addons: ADDONS },
      0,
      card,
    );
    expect(payload).toMatchObject({ discountType: 2, discountCode: 'SPRING' });
    expect(payload.card).toEqual({
      cardType: 'VA',
      number: '4111 1111 1111 1111',
      holderName: 'John Smith',
      expiry: '12/30',
    });
  });

  it('signs the content but not the amount or the card', () => {
    const form = filledForm();
    const a = buildOrderPayload(form, { params, addons: ADDONS }, 100);
    const b = buildOrderPayload(form, { params, addons: ADDONS }, 200, {
      cardType: 'VA',
      number: '4111111111111111',
      holderName: 'A',
      expiry: '01/30',
    });
    expect(payloadSignature(a)).toBe(payloadSignature(b));
    form.rooms[0]!.comment = 'other';
    expect(payloadSignature(buildOrderPayload(form, { params, addons: ADDONS }))).not.toBe(payloadSignature(a));
  });
});

describe('add-on totals', () => {
  it('prices like the server: per night for the whole stay, once for a dated booking', () => {
    const breakfast = ADDONS[0]!;
    expect(addonLineAmount(breakfast, 2, NIGHTS, '')).toBe(23_800 * 2 * 3);
    expect(addonLineAmount(breakfast, 2, NIGHTS, '2026-12-15')).toBe(23_800 * 2);
    expect(addonLineAmount(ADDONS[3]!, 1, NIGHTS, '')).toBe(48_000);
    expect(addonLineAmount({ price: 1_000, pricingUnit: 'perNight' }, 1, NIGHTS, '')).toBe(3_000);
    expect(addonLineAmount({ price: 1_000, pricingUnit: 'perPerson' }, 3, NIGHTS, '')).toBe(3_000);
  });

  it('adds the chosen add-ons of each room, flags counting once', () => {
    const form = filledForm();
    form.rooms[0]!.addons[0] = { addonCode: 'BKF', selected: true, quantity: 2, useDate: '' };
    form.rooms[0]!.addons[2] = { addonCode: 'BKC', selected: true, quantity: 5, useDate: '' };
    form.rooms[0]!.addons[4] = { addonCode: 'FRT', selected: false, quantity: 2, useDate: '' };
    form.rooms[1]!.addons[4] = { addonCode: 'FRT', selected: true, quantity: 2, useDate: '' };
    expect(roomAddonTotal(form.rooms[0]!, ADDONS, NIGHTS)).toBe(23_800 * 2 * 3 + 20_000);
    expect(roomAddonTotal(form.rooms[1]!, ADDONS, NIGHTS)).toBe(16_800 * 2);
    expect(addonsTotal(form, ADDONS, NIGHTS)).toBe(23_800 * 6 + 20_000 + 33_600);
  });

  it('starts per-person add-ons at the room party', () => {
    const form = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, ADDONS);
    expect(form.rooms[0]!.addons.map((choice) => choice.quantity)).toEqual([3, 1, 1, 1, 1]);
    expect(form.rooms[1]!.addons[0]!.quantity).toBe(1);
    expect(form.rooms.map((room) => [room.adults, room.children])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(form.contact.areaCode).toBe('86');
  });
});

describe('commentUsage', () => {
  it('counts characters against 100, or 50 in Chinese and Japanese where wide ones count double', () => {
    expect(commentUsage('quiet room please', 100)).toEqual({ used: 17, max: 100, over: false });
    expect(commentUsage('安静的房间', 50)).toEqual({ used: 5, max: 50, over: false });
    expect(commentUsage('安'.repeat(50), 50)).toEqual({ used: 50, max: 50, over: false });
    expect(commentUsage('安'.repeat(51), 50).over).toBe(true);
    expect(commentUsage('a'.repeat(COMMENT_MAX_LENGTH + 1), 100).over).toBe(true);
  });
});

describe('formPathOf', () => {
  it('maps payload fields to the form fields they come from', () => {
    const form = filledForm();
    form.rooms[0]!.addons[3] = { addonCode: 'APT', selected: true, quantity: 1, useDate: '' };
    expect(formPathOf('roomInfo.0.checkInInfo.customer.1.lastName', form)).toBe('rooms.0.guests.1.lastName');
    expect(formPathOf('roomInfo.1.checkInInfo.customer.0.title', form)).toBe('rooms.1.guests.0.title');
    expect(formPathOf('roomInfo.0.checkInInfo.customer', form)).toBe('rooms.0.adults');
    expect(formPathOf('roomInfo.0.checkInInfo.guestsNumber.childCount', form)).toBe('rooms.0.children');
    expect(formPathOf('roomInfo.1.comment', form)).toBe('rooms.1.comment');
    expect(formPathOf('roomInfo.0.otherRequires.0', form)).toBe('rooms.0.specialRequests');
    expect(formPathOf('roomInfo.0.addOns.0.useDate', form)).toBe('rooms.0.addons.3.useDate');
    expect(formPathOf('booker.mobile', form)).toBe('contact.mobile');
    expect(formPathOf('booker.email', form)).toBe('contact.email');
    expect(formPathOf('card.number', form)).toBe('card.number');
    expect(formPathOf('verifyAmount', form)).toBe('root.server');
  });
});

describe('restoreBookingForm', () => {
  it('restores saved entries that fit the stay, else starts from the defaults', () => {
    const defaults = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, ADDONS);
    const saved = filledForm();
    expect(restoreBookingForm(saved, defaults).contact.name).toBe('John Smith');
    expect(restoreBookingForm(undefined, defaults)).toBe(defaults);
    const otherAddons = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, ADDONS.slice(1));
    expect(restoreBookingForm(saved, otherAddons)).toBe(otherAddons);
    expect(restoreBookingForm({ ...saved, rooms: saved.rooms.slice(0, 1) }, defaults)).toBe(defaults);
  });
});

describe('one guest name per room, the others optional', () => {
  it('sends the first guest always and the other adults only when named, and maps refusals back', () => {
    const form = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, ADDONS);
    form.rooms[0]!.adults = 3;
    form.rooms[0]!.guests[0] = { title: 'Mr', firstName: 'John', lastName: 'Smith' };
    form.rooms[0]!.guests[2] = { title: 'Ms', firstName: 'Jane', lastName: 'Smith' };
    const payload = buildOrderPayload(form, { params, addons: ADDONS });
    expect(payload.roomInfo[0]!.checkInInfo.customer.map((guest) => guest.firstName)).toEqual(['John', 'Jane']);
    expect(payload.roomInfo[0]!.checkInInfo.guestsNumber.adultCount).toBe(3);
    // The second guest sent is the form's third.
    expect(formPathOf('roomInfo.0.checkInInfo.customer.1.lastName', form)).toBe('rooms.0.guests.2.lastName');
    // An unnamed first guest is still sent, so the schema asks for the name.
    expect(payload.roomInfo[1]!.checkInInfo.customer).toHaveLength(1);
  });
});

import type { PricingUnit } from '@hotel/contract/schemas/orderFlow';
import { describe, expect, it } from 'vitest';
import type { AddonRow } from '../catalog/addons.repo.ts';
import { basisPoints, orderAmounts, priceAddons } from './amounts.ts';

const text = { 'zh-CN': '', 'zh-TW': '', 'en-US': '', ja: '', 'ko-KR': '', 'th-TH': '' };
const addon = (addonCode: string, addonType: number, price: number, pricingUnit: PricingUnit): AddonRow => ({
  hotelCode: 'H1',
  addonCode,
  addonType,
  price,
  pricingUnit,
  name: text,
  description: text,
  sortOrder: 0,
});
const catalog = [
  addon('BKF', 1, 8_800, 'perPersonPerNight'),
  addon('BKA', 1, 0, 'perStay'),
  addon('TRF', 1, 30_000, 'perStay'),
  addon('FRUIT', 2, 12_000, 'perStay'),
];
const nights = ['2026-12-01', '2026-12-02'];
const room = (addOns: object[]) => ({ roomInfo: [{ addOns } as never] });

describe('add-on prices', () => {
  it.each([
    [
      'breakfast for two people on one date',
      { addonType: 1, addonCode: 'BKF', quantity: 2, useDate: '2026-12-02' },
      17_600,
    ],
    ['breakfast for two people every night', { addonType: 1, addonCode: 'BKF', quantity: 2 }, 35_200],
    ['a transfer per stay', { addonType: 1, addonCode: 'TRF', quantity: 1 }, 30_000],
    ['a flag', { addonType: 1, addonCode: 'BKA', quantity: 1 }, 0],
    ['two non-bookable baskets', { addonType: 2, addonCode: 'FRUIT', quantity: 2 }, 24_000],
  ])('prices %s', (_name, choice, amount) => {
    expect(priceAddons(room([choice]), catalog, nights)[0]!.amount).toBe(amount);
  });

  it.each([
    ['an unknown code', { addonType: 1, addonCode: 'SPA', quantity: 1 }],
    ['the wrong type', { addonType: 2, addonCode: 'BKF', quantity: 1 }],
    ['a date outside the stay', { addonType: 1, addonCode: 'BKF', quantity: 1, useDate: '2026-12-03' }],
    ['a date on a non-bookable add-on', { addonType: 2, addonCode: 'FRUIT', quantity: 1, useDate: '2026-12-01' }],
    ['a flag booked twice', { addonType: 1, addonCode: 'BKA', quantity: 2 }],
  ])('refuses %s', (_name, choice) => {
    expect(() => priceAddons(room([choice]), catalog, nights)).toThrow();
  });
});

describe('order amounts', () => {
  it('adds service on the rooms, tax on rooms and service, then add-ons, in integer minor units', () => {
    const amounts = orderAmounts({
      roomAmount: 100_001,
      originalRoomAmount: 111_112,
      serviceChargeBp: 1_000,
      taxRateBp: 600,
      addons: [
        { roomIndex: 0, addonCode: 'BKF', addonType: 1, useDate: null, quantity: 1, unitPrice: 8_800, amount: 8_800 },
      ],
    });
    expect(amounts).toEqual({
      roomAmount: 100_001,
      childAmount: 0,
      discountAmount: 11_111,
      serviceAmount: 10_000,
      taxAmount: 6_600,
      addonAmount: 8_800,
      pointDiscount: 0,
      voucherDiscount: 0,
      totalAmount: 125_401,
      payAmount: 125_401,
    });
  });

  it('never deducts more than the total', () => {
    const amounts = orderAmounts({
      roomAmount: 1_000,
      originalRoomAmount: 1_000,
      serviceChargeBp: 0,
      taxRateBp: 0,
      addons: [],
      pointDiscount: 800,
      voucherDiscount: 800,
    });
    expect(amounts.payAmount).toBe(0);
    expect(amounts.voucherDiscount).toBe(200);
  });

  it('rounds basis points half up', () => {
    expect(basisPoints(5, 1_000)).toBe(1);
    expect(basisPoints(4, 1_000)).toBe(0);
  });
});

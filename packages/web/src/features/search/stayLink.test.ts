import { beforeAll, describe, expect, it } from 'vitest';
import { effectiveStay } from './effectiveStay.ts';
import { repairStayLink, stayLinkRulesReady } from './stayLink.ts';

const link = (query: string) => new URLSearchParams(query);

describe('before the rules have loaded', () => {
  it('needs none for a link without a stay, and loads them for one that names a stay', async () => {
    await expect(stayLinkRulesReady(link('hotelCode=SHA001'))).resolves.toBeUndefined();
    expect(repairStayLink(link('hotelCode=SHA001'))).toBeNull();
    // Not loaded yet: the link is taken as it is (the route loader waits for the rules first).
    expect(repairStayLink(link('checkInDate=abc'))).toBeNull();
    await stayLinkRulesReady(link('checkInDate=abc'));
    expect(repairStayLink(link('checkInDate=abc'))?.has('checkInDate')).toBe(false);
  });
});

describe('a malformed link', () => {
  beforeAll(() => stayLinkRulesReady(link('checkInDate=abc')));

  it('leaves a good link alone', () => {
    expect(
      repairStayLink(link('cityCode=SHA&checkInDate=2026-12-01&checkOutDate=2026-12-03&roomCount=1&adultsNumber=2')),
    ).toBeNull();
    expect(repairStayLink(link('hotelCode=SHA001'))).toBeNull();
  });

  it.each([
    'checkInDate=abc&checkOutDate=2026-12-03',
    'checkInDate=2026-12-01&checkOutDate=2026-13-45',
    'checkInDate=2026-12-05&checkOutDate=2026-12-01',
    'checkInDate=2026-02-30&checkOutDate=2026-03-02',
    'checkInDate=2026-12-01',
  ])('drops both dates of %s and keeps the rest', (query) => {
    const repaired = repairStayLink(link(`hotelCode=SHA001&${query}&roomCount=2&adultsNumber=4`))!;
    expect(repaired.has('checkInDate')).toBe(false);
    expect(repaired.has('checkOutDate')).toBe(false);
    expect(repaired.get('hotelCode')).toBe('SHA001');
    expect(repaired.get('adultsNumber')).toBe('4');
  });

  it('drops a party that makes no sense, and half a promotion code', () => {
    const repaired = repairStayLink(
      link('checkInDate=2026-12-01&checkOutDate=2026-12-03&adultsNumber=abc&roomCount=2'),
    )!;
    expect(repaired.has('adultsNumber')).toBe(false);
    expect(repaired.has('roomCount')).toBe(false);
    expect(repaired.get('checkInDate')).toBe('2026-12-01');
    expect(repairStayLink(link('discountType=7&discountCode=SPRING'))?.has('discountCode')).toBe(false);
  });

  it('never gives a page an invalid date to show', () => {
    const stay = effectiveStay(link('checkInDate=abc&checkOutDate=2026-13-45'), '2026-11-25');
    expect(stay.get('checkInDate')).toBe('2026-11-25');
    expect(stay.get('checkOutDate')).toBe('2026-11-26');
  });
});

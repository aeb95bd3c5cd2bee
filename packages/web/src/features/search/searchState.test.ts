import { describe, expect, it } from 'vitest';
import { effectiveStay } from './effectiveStay.ts';
import {
  defaultSearch,
  guestTotals,
  isStalePastStay,
  loadSearch,
  normalizeSearch,
  saveSearch,
  searchFromQuery,
  stayQuery,
  storedSearch,
  todayIn,
  toHotelListQuery,
} from './searchState.ts';

describe('search state', () => {
  it('defaults to 1 room, 1 adult, 0 children, tonight for one night', () => {
    expect(defaultSearch('2026-12-31')).toEqual({
      checkInDate: '2026-12-31',
      checkOutDate: '2027-01-01',
      roomNum: 1,
      adultPerRoom: 1,
      childPerRoom: 0,
      childAges: [],
    });
  });

  it('builds the hotel-list query with totals of guests', () => {
    const query = toHotelListQuery({
      cityCode: 'SH',
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-03',
      roomNum: 3,
      adultPerRoom: 2,
      childPerRoom: 1,
      childAges: [4, 10, 0],
    });
    expect(query).toEqual({
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-03',
      roomCount: 3,
      adultsNumber: 6,
      childNumber: 3,
      childAges: '4,10,0',
      cityCode: 'SH',
    });
  });

  it('moves a stored stay in the past to today and bounds the counts', () => {
    const values = normalizeSearch(
      { hotelCode: 'SHA001', checkInDate: '2020-01-01', checkOutDate: '2020-01-02', roomNum: 99, adultPerRoom: '2' },
      '2026-05-01',
    );
    expect(values).toEqual({
      hotelCode: 'SHA001',
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-02',
      roomNum: 1,
      adultPerRoom: 2,
      childPerRoom: 0,
      childAges: [],
    });
  });

  it('reads a hotel-list URL back into per-room values', () => {
    const params = new URLSearchParams(
      'checkInDate=2026-05-01&checkOutDate=2026-05-03&roomCount=2&adultsNumber=4&childNumber=2&cityCode=SH',
    );
    expect(normalizeSearch(searchFromQuery(params) ?? {}, '2026-04-01')).toMatchObject({
      cityCode: 'SH',
      roomNum: 2,
      adultPerRoom: 2,
      childPerRoom: 1,
    });
    expect(searchFromQuery(new URLSearchParams(''))).toBeNull();
  });
});

describe('search state: session and URL', () => {
  it('keeps a promotion code and its type from the URL, only valid types', () => {
    const params = new URLSearchParams(
      'checkInDate=2026-05-01&checkOutDate=2026-05-02&roomCount=1&adultsNumber=1&hotelCode=TYO001&discountType=1&discountCode=NORTHWIND',
    );
    expect(normalizeSearch(searchFromQuery(params) ?? {}, '2026-04-01')).toMatchObject({
      hotelCode: 'TYO001',
      discountType: 1,
      discountCode: 'NORTHWIND',
    });
    expect(normalizeSearch({ discountType: 7, discountCode: '  ' }, '2026-04-01')).not.toHaveProperty('discountType');
  });

  it('round-trips a search through the hotel-list URL', () => {
    const values = {
      cityCode: 'TYO',
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-04',
      roomNum: 2,
      adultPerRoom: 2,
      childPerRoom: 1,
      childAges: [4, 10],
      discountType: 2 as const,
      discountCode: 'WELCOME10',
    };
    const url = new URLSearchParams(
      Object.entries(toHotelListQuery(values)).map(([key, value]) => [key, String(value)]),
    );
    expect(url.toString()).toBe(
      'checkInDate=2026-05-01&checkOutDate=2026-05-04&roomCount=2&adultsNumber=4&childNumber=2&childAges=4%2C10&cityCode=TYO&discountType=2&discountCode=WELCOME10',
    );
    expect(normalizeSearch(searchFromQuery(url) ?? {}, '2026-04-01')).toEqual(values);
  });

  it('keeps the form for the session', () => {
    sessionStorage.clear();
    expect(storedSearch('2026-04-01')).toBeNull();
    saveSearch({
      hotelCode: 'SHA001',
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-03',
      roomNum: 2,
      adultPerRoom: 2,
      childPerRoom: 0,
    });
    expect(loadSearch('2026-04-01')).toMatchObject({ hotelCode: 'SHA001', roomNum: 2, checkOutDate: '2026-05-03' });
    sessionStorage.setItem('hotel.searchForm', '{not json');
    expect(loadSearch('2026-04-01')).toEqual(defaultSearch('2026-04-01'));
  });

  it('totals the guests: rooms x per room', () => {
    expect(guestTotals({ roomNum: 3, adultPerRoom: 2, childPerRoom: 1 })).toEqual({
      roomCount: 3,
      adultsNumber: 6,
      childNumber: 3,
    });
    expect(guestTotals(defaultSearch('2026-04-01'))).toEqual({ roomCount: 1, adultsNumber: 1, childNumber: 0 });
  });

  it('carries the stay over to the next page without destination, paging or filters', () => {
    const params = new URLSearchParams(
      'cityCode=TYO&checkInDate=2026-05-01&checkOutDate=2026-05-03&roomCount=1&adultsNumber=2&childNumber=0&offset=10&brand=lumen&discountType=1&discountCode=NORTHWIND',
    );
    expect(stayQuery(params).toString()).toBe(
      'checkInDate=2026-05-01&checkOutDate=2026-05-03&roomCount=1&adultsNumber=2&childNumber=0&discountType=1&discountCode=NORTHWIND',
    );
  });

  it('prices a page without dates with the session search', () => {
    sessionStorage.clear();
    saveSearch({
      hotelCode: 'SHA001',
      checkInDate: '2026-05-10',
      checkOutDate: '2026-05-12',
      roomNum: 1,
      adultPerRoom: 2,
      childPerRoom: 0,
    });
    expect(effectiveStay(new URLSearchParams('hotelCode=TYO001'), '2026-04-01').toString()).toBe(
      'checkInDate=2026-05-10&checkOutDate=2026-05-12&roomCount=1&adultsNumber=2&childNumber=0',
    );
    expect(
      effectiveStay(new URLSearchParams('checkInDate=2026-06-01&checkOutDate=2026-06-02'), '2026-04-01').toString(),
    ).toBe('checkInDate=2026-06-01&checkOutDate=2026-06-02&roomCount=1&adultsNumber=1&childNumber=0');
  });

  it('tells a stale link (arrival before yesterday) from a current one', () => {
    expect(isStalePastStay(new URLSearchParams('checkInDate=2026-03-30'), '2026-04-01')).toBe(true);
    expect(isStalePastStay(new URLSearchParams('checkInDate=2026-03-31'), '2026-04-01')).toBe(false);
    expect(isStalePastStay(new URLSearchParams(''), '2026-04-01')).toBe(false);
  });
});

describe("a hotel's today", () => {
  const evening = new Date('2026-11-25T19:30:00Z');

  it('is the date at the hotel, which may be ahead of the browser', () => {
    expect(todayIn('Asia/Shanghai', evening)).toBe('2026-11-26');
    expect(todayIn('America/New_York', evening)).toBe('2026-11-25');
  });

  it("falls back to the browser's date for an unknown zone", () => {
    expect(todayIn('Mars/Base', evening)).toBe(todayIn(undefined, evening));
  });

  it('starts a stay without dates on that day', () => {
    const stay = effectiveStay(new URLSearchParams(), todayIn('Asia/Shanghai', evening));
    expect(stay.get('checkInDate')).toBe('2026-11-26');
  });
});

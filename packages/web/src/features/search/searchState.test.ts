import { describe, expect, it } from 'vitest';
import { defaultSearch, normalizeSearch, searchFromQuery, toHotelListQuery } from './searchState.ts';

describe('search state', () => {
  it('defaults to 1 room, 1 adult, 0 children, tonight for one night', () => {
    expect(defaultSearch('2026-12-31')).toEqual({
      checkInDate: '2026-12-31',
      checkOutDate: '2027-01-01',
      roomNum: 1,
      adultPerRoom: 1,
      childPerRoom: 0,
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
    });
    expect(query).toEqual({
      checkInDate: '2026-05-01',
      checkOutDate: '2026-05-03',
      roomCount: 3,
      adultsNumber: 6,
      childNumber: 3,
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

import { describe, expect, it } from 'vitest';
import { hasFilters, hotelFilterParams, hotelListFilters, hotelListParams, withParams } from './useHotelListParams.ts';

describe('hotel list URL', () => {
  const url = new URLSearchParams(
    'cityCode=TYO&checkInDate=2026-12-01&checkOutDate=2026-12-03&roomCount=2&adultsNumber=4&childNumber=0&offset=10&brand=lumen&facilities=wifi,pool&minStars=4&minPrice=10000&maxPrice=abc',
  );

  it('maps the search to the API query, ten a page', () => {
    expect(hotelListParams(url)).toEqual({
      flag: 4,
      limit: 10,
      offset: 10,
      cityCode: 'TYO',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-03',
      roomCount: 2,
      adultsNumber: 4,
      childNumber: 0,
    });
    expect(hotelListParams(new URLSearchParams('hotelCode=SHA001')).hotelCodes).toBe('SHA001');
  });

  it('reads the filters, ignoring values that are not whole numbers', () => {
    const filters = hotelListFilters(url);
    expect(filters).toEqual({ brand: 'lumen', facilities: ['wifi', 'pool'], minStars: 4, minPrice: 10000 });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(hotelListFilters(new URLSearchParams('cityCode=TYO')))).toBe(false);
  });

  it('asks the filter API for the stay, the city and the filters in the display currency', () => {
    expect(hotelFilterParams(url, hotelListFilters(url), 'USD')).toMatchObject({
      cityCode: 'TYO',
      brand: 'lumen',
      facilities: 'wifi,pool',
      minStars: 4,
      minPrice: 10000,
      checkInDate: '2026-12-01',
      adultsNumber: 4,
      exchangeNo: 'USD',
    });
  });

  it('changes a filter and goes back to the first page', () => {
    expect(withParams(url, { brand: undefined, minStars: 5 })).not.toContain('offset');
    const next = new URLSearchParams(withParams(url, { brand: undefined, minStars: 5 }));
    expect(next.get('brand')).toBeNull();
    expect(next.get('minStars')).toBe('5');
    expect(next.get('cityCode')).toBe('TYO');
  });
});

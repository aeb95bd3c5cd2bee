import { pagePaths } from '@hotel/contract/routes';
import { describe, expect, it } from 'vitest';
import { parseRoomBookParams } from './roomBookParams.ts';

const raw = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  ratePlanCode: 'SAVER',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-16',
  roomCount: '2',
  adultsNumber: '3',
  childNumber: '1',
};

describe('parseRoomBookParams', () => {
  it('reads the route parameters, with an optional promotion code', () => {
    expect(parseRoomBookParams(raw)).toEqual({ ...raw, roomCount: 2, adultsNumber: 3, childNumber: 1 });
    expect(parseRoomBookParams({ ...raw, discountType: '2', discountCode: 'SPRING' })).toMatchObject({
      discountType: 2,
      discountCode: 'SPRING',
    });
  });

  it('refuses what is not a booking', () => {
    expect(parseRoomBookParams({ ...raw, checkOutDate: '2026-12-14' })).toBeNull();
    expect(parseRoomBookParams({ ...raw, checkInDate: '2026-02-30' })).toBeNull();
    expect(parseRoomBookParams({ ...raw, adultsNumber: '1' })).toBeNull();
    expect(parseRoomBookParams({ ...raw, roomCount: '0' })).toBeNull();
    expect(parseRoomBookParams({ ...raw, hotelCode: 'bad code' })).toBeNull();
  });

  it('round-trips with the path builder', () => {
    const params = parseRoomBookParams(raw)!;
    expect(pagePaths.roomBook(params)).toBe('/roomBook/SHA001/SUPK/SAVER/2026-12-14/2026-12-16/2/3/1');
    expect(pagePaths.roomBook({ ...params, discountType: 1, discountCode: 'CORP' })).toBe(
      '/roomBook/SHA001/SUPK/SAVER/2026-12-14/2026-12-16/2/3/1/1/CORP',
    );
    expect(pagePaths.orderWaiting('TX1', pagePaths.order('TX1'))).toBe('/orderWaiting/TX1/0/%2Forder%2FTX1');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client.ts';
import { describeBookingError } from './bookingErrors.ts';

const translate = (key: string) => (key === 'errors.20' ? 'Not enabled' : key === 'ui.error.generic' ? 'Oops' : key);

describe('describeBookingError', () => {
  it('sends sold-out answers back to the room list', () => {
    expect(describeBookingError(new ApiError(409, 703, 'All sold out', null), translate)).toEqual({
      kind: 'unavailable',
      code: 703,
      message: 'All sold out',
    });
    expect(describeBookingError(new ApiError(409, 701, 'Not enough'), translate).kind).toBe('unavailable');
  });

  it('reads the new pay amount of 90021 and the refused fields of pc1009', () => {
    expect(
      describeBookingError(new ApiError(409, 90021, 'Changed', { payAmount: 1234, currency: 'CNY' }), translate),
    ).toEqual({ kind: 'pricesChanged', payAmount: 1234, currency: 'CNY', message: 'Changed' });
    const fields = [{ field: 'roomInfo.0.checkInInfo.customer.1.lastName', message: 'No digits' }];
    expect(describeBookingError(new ApiError(400, 'pc1009', 'x', { fields }), translate)).toEqual({
      kind: 'fields',
      fields,
      message: 'x',
    });
  });

  it('asks to sign in on 90016 and to book again on 90007', () => {
    expect(describeBookingError(new ApiError(401, 90016, 'Log in', null), translate).kind).toBe('signIn');
    expect(describeBookingError(new ApiError(400, 90007, 'Timed out', null), translate).kind).toBe('timedOut');
  });

  it('falls back to errors.<code>, then to the generic text', () => {
    expect(describeBookingError(new ApiError(400, 20, '', null), translate)).toEqual({
      kind: 'message',
      message: 'Not enabled',
    });
    expect(describeBookingError(new ApiError(400, 12345, '', null), translate).message).toBe('Oops');
    expect(describeBookingError(new Error('boom'), translate).message).toBe('Oops');
  });
});

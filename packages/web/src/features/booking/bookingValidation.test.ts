import type { RoomBookParams } from '@hotel/contract/routes';
import { describe, expect, it } from 'vitest';
import { type BookingFormValues, buildOrderPayload, defaultBookingForm } from './bookingForm.ts';
import { MIN_GUESTS_MESSAGE, validateBooking } from './bookingValidation.ts';

const params: RoomBookParams = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  ratePlanCode: 'SAVER',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-16',
  roomCount: 1,
  adultsNumber: 2,
  childNumber: 0,
};
const context = { params, addons: [], minGuestsPerRoom: 1 };

function validForm(): BookingFormValues {
  const form = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, []);
  form.rooms[0]!.guests[0] = { title: 'Mr', firstName: 'John', lastName: 'Smith' };
  form.rooms[0]!.guests[1] = { title: 'Ms', firstName: '小红', lastName: '王' };
  form.contact = { name: 'John Smith', areaCode: '86', mobile: '13800138000', email: 'john@example.com' };
  form.consent = true;
  return form;
}

const messages = (errors: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, error.message]));

describe('validateBooking (orderCreateSchema through zodResolver)', () => {
  it('sends the consent as every booking agreement accepted, and nothing without it', () => {
    const form = validForm();
    expect(buildOrderPayload(form, context).acceptedAgreements).toEqual([
      'bookingPolicy',
      'privacyTerms',
      'bookingConditions',
    ]);
    form.consent = false;
    expect(buildOrderPayload(form, context)).not.toHaveProperty('acceptedAgreements');
  });

  it('accepts a complete form', async () => {
    expect(await validateBooking(validForm(), context)).toEqual({});
  });

  it('reports each missing entry on its own field with the contract message key', async () => {
    const form = defaultBookingForm(params, { maxAdultsPerRoom: 3, defaultAreaCode: '86' }, []);
    const errors = messages(await validateBooking(form, context));
    expect(errors).toMatchObject({
      'rooms.0.guests.0.title': 'validation.required',
      'rooms.0.guests.0.firstName': 'validation.required',
      'contact.name': 'validation.required',
      'contact.email': 'validation.email',
      'contact.mobile': 'validation.phone',
      consent: 'validation.agreementRequired',
    });
    // One name per room is needed: the room's other adults are optional.
    expect(errors).not.toHaveProperty('rooms.0.guests.1.lastName');
    expect(errors).not.toHaveProperty('rooms.0.guests.2.firstName');
  });

  it('refuses digits in English names and a comment over the limit', async () => {
    const form = validForm();
    form.rooms[0]!.guests[0]!.firstName = 'John2';
    form.rooms[0]!.comment = '安'.repeat(51);
    const errors = messages(await validateBooking(form, context));
    expect(errors['rooms.0.guests.0.firstName']).toBe('validation.englishNameDigits');
    expect(errors['rooms.0.comment']).toBe('validation.commentTooLong');
  });

  it("checks the area code and the site's minimum guests per room", async () => {
    const form = validForm();
    form.contact.areaCode = 'abc';
    form.rooms[0]!.adults = 1;
    const errors = messages(await validateBooking(form, { ...context, minGuestsPerRoom: 2 }));
    expect(errors['contact.areaCode']).toBe('validation.areaCode');
    expect(errors['rooms.0.adults']).toBe(MIN_GUESTS_MESSAGE);
  });
});

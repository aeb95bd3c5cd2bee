import { describe, expect, it } from 'vitest';
import { V } from '../validation.ts';
import { nightsBetween, stayNights } from './common.ts';
import { registerSchema } from './member.ts';
import { commentLength, creditCardSchema, orderCreateSchema, orderSearchSchema } from './order.ts';
import { passwordChangeSchema, passwordIdentityIssue, passwordSchema } from './password.ts';
import { hotelListQuerySchema, searchFormSchema } from './search.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('password rules', () => {
  it.each(['Abcdef1.', 'Hotel@2026', 'A1b2C3d4~_!x'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });
  it.each([
    ['Ab1.', V.passwordLength],
    ['Abcdefgh1.Abcdefgh', V.passwordLength],
    ['abcdefg1.', V.passwordCharacters],
    ['ABCDEFG1.', V.passwordCharacters],
    ['Abcdefgh.', V.passwordCharacters],
    ['Abcdefgh1', V.passwordCharacters],
    ['Abcdefg1#', V.passwordCharacters],
    ['Abc defg1.', V.passwordSpaces],
  ])('refuses %s with %s', (password, key) => {
    expect(messages(passwordSchema.safeParse(password))).toEqual([key]);
  });
  it('refuses the e-mail or phone as password', () => {
    expect(passwordIdentityIssue('Guest@Example.com', { email: 'guest@example.com' })).toBe(V.passwordIsEmail);
    expect(passwordIdentityIssue('13800138000', { phone: '13800138000' })).toBe(V.passwordIsPhone);
    expect(passwordIdentityIssue('Hotel@2026', { email: 'guest@example.com', phone: '13800138000' })).toBeNull();
  });
  it('needs the confirmation to match and the new password to differ', () => {
    const differ = passwordChangeSchema.safeParse({
      oldPassword: 'Old@2026a',
      newPassword: 'New@2026a',
      confirmPassword: 'x',
    });
    expect(messages(differ)).toContain(V.passwordsDiffer);
    const same = passwordChangeSchema.safeParse({
      oldPassword: 'Same@2026a',
      newPassword: 'Same@2026a',
      confirmPassword: 'Same@2026a',
    });
    expect(messages(same)).toContain(V.newPasswordEqualsOld);
  });
});

describe('search form', () => {
  const base = { hotelCode: 'SHA001', checkInDate: '2026-12-01', checkOutDate: '2026-12-02' };
  it('defaults to one room, one adult, no children', () => {
    expect(searchFormSchema.parse(base)).toMatchObject({ roomNum: 1, adultPerRoom: 1, childPerRoom: 0 });
  });
  it('needs a destination', () => {
    expect(messages(searchFormSchema.safeParse({ ...base, hotelCode: undefined }))).toContain(V.destinationRequired);
  });
  it('needs check-out after check-in', () => {
    expect(messages(searchFormSchema.safeParse({ ...base, checkOutDate: '2026-12-01' }))).toContain(
      V.checkOutAfterCheckIn,
    );
  });
  it('needs both a code type and a code for a promotion', () => {
    expect(messages(searchFormSchema.safeParse({ ...base, discountCode: 'CORP1' }))).toContain(V.discountTypeRequired);
    expect(messages(searchFormSchema.safeParse({ ...base, discountType: 1 }))).toContain(V.discountCodeRequired);
    expect(searchFormSchema.safeParse({ ...base, discountType: '1', discountCode: 'CORP1' }).success).toBe(true);
  });
  it('refuses dates that do not exist', () => {
    expect(
      messages(searchFormSchema.safeParse({ ...base, checkInDate: '2026-02-29', checkOutDate: '2026-03-01' })),
    ).toContain(V.date);
  });
});

describe('hotel list query', () => {
  it('reads counts and code lists from a query string', () => {
    const query = hotelListQuerySchema.parse({ hotelCodes: 'SHA001, PEK001', roomCount: '2', limit: '5' });
    expect(query).toMatchObject({ hotelCodes: ['SHA001', 'PEK001'], roomCount: 2, limit: 5, offset: 0 });
  });
  it('refuses a check-in without a check-out', () => {
    expect(hotelListQuerySchema.safeParse({ checkInDate: '2026-12-01' }).success).toBe(false);
  });
});

describe('stay arithmetic', () => {
  it('counts nights across a month end and a leap day', () => {
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('order create payload', () => {
  const room = {
    checkInInfo: {
      guestsNumber: { adultCount: 2, childCount: 0 },
      customer: [
        { title: 'Mr', firstName: 'Wei', lastName: 'Zhang' },
        { title: 'Ms', firstName: '丽', lastName: '王' },
      ],
    },
    otherRequires: [0, 1],
  };
  const order = {
    hotelCode: 'SHA001',
    roomTypeCode: 'SUPK',
    ratePlanCode: 'BAR',
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-03',
    roomCount: 1,
    guestsNumber: { adultCount: 2, childCount: 0 },
    roomInfo: [room],
    booker: { name: 'Wei Zhang', email: 'wei@example.com', mobile: '86 13800138000' },
    verifyAmount: 120000,
  };
  it('accepts a complete order', () => {
    expect(orderCreateSchema.safeParse(order).success).toBe(true);
  });
  it('needs one guest name per room, at most one per adult, without digits', () => {
    const oneGuest = { ...room, checkInInfo: { ...room.checkInInfo, customer: [room.checkInInfo.customer[0]] } };
    expect(orderCreateSchema.safeParse({ ...order, roomInfo: [oneGuest] }).success).toBe(true);
    const none = { ...room, checkInInfo: { ...room.checkInInfo, customer: [] } };
    expect(messages(orderCreateSchema.safeParse({ ...order, roomInfo: [none] }))).toContain(V.guestPerAdult);
    const extra = {
      ...room,
      checkInInfo: {
        ...room.checkInInfo,
        customer: [...room.checkInInfo.customer, { title: 'Mr', firstName: 'Extra', lastName: 'Guest' }],
      },
    };
    expect(messages(orderCreateSchema.safeParse({ ...order, roomInfo: [extra] }))).toContain(V.guestPerAdult);
    const digits = {
      ...room,
      checkInInfo: {
        ...room.checkInInfo,
        customer: [room.checkInInfo.customer[0], { title: 'Mr', firstName: 'R2', lastName: 'D2' }],
      },
    };
    expect(messages(orderCreateSchema.safeParse({ ...order, roomInfo: [digits] }))).toContain(V.englishNameDigits);
  });
  it('limits special requests to 100 characters, 50 in Chinese', () => {
    expect(commentLength('安静'.repeat(25))).toBe(100);
    const longChinese = { ...room, otherComment: '安静'.repeat(26) };
    expect(messages(orderCreateSchema.safeParse({ ...order, roomInfo: [longChinese] }))).toContain(V.commentTooLong);
  });
  it('keeps the amount in integer minor units', () => {
    expect(messages(orderCreateSchema.safeParse({ ...order, verifyAmount: 1200.5 }))).toContain(V.notInteger);
  });
});

describe('reservation lookup and cards', () => {
  it('needs a phone or an e-mail', () => {
    expect(messages(orderSearchSchema.safeParse({ confirmationNumber: 'AUR12345678' }))).toContain(
      V.phoneOrEmailRequired,
    );
    expect(orderSearchSchema.safeParse({ confirmationNumber: 'AUR12345678', email: 'a@b.co' }).success).toBe(true);
  });
  it('checks the card number and expiry', () => {
    const card = { cardType: 'VA', number: '4111 1111 1111 1111', holderName: 'Wei Zhang', expiry: '12/29' };
    expect(creditCardSchema.safeParse(card).success).toBe(true);
    expect(messages(creditCardSchema.safeParse({ ...card, number: '4111 1111 1111 1112' }))).toContain(V.cardNumber);
    expect(messages(creditCardSchema.safeParse({ ...card, expiry: '13/29' }))).toContain(V.cardExpiry);
  });
  it('registers with agreements accepted and matching passwords', () => {
    const form = {
      email: 'new@example.com',
      code: '123456',
      password: 'Hotel@2026',
      confirmPassword: 'Hotel@2026',
      acceptAgreement: true,
      acceptPrivacy: true,
    };
    expect(registerSchema.safeParse(form).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...form, acceptPrivacy: false }))).toContain(V.agreementRequired);
    expect(messages(registerSchema.safeParse({ ...form, code: '12345' }))).toContain(V.verificationCode);
    // The phone (or the e-mail) as the password is named as such, the one message on the field.
    const byPhone = { ...form, email: undefined, mobileCountryNumber: '86', phone: '13800138000' };
    const samePhone = registerSchema.safeParse({ ...byPhone, password: '13800138000', confirmPassword: '13800138000' });
    expect(messages(samePhone)).toEqual([V.passwordIsPhone]);
    const weak = registerSchema.safeParse({ ...form, password: 'hotel2026', confirmPassword: 'hotel2026' });
    expect(messages(weak)).toEqual([V.passwordCharacters]);
    expect(messages(registerSchema.safeParse({ ...form, password: 'Ab1@x', confirmPassword: 'Ab1@x' }))).toEqual([
      V.passwordLength,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultCallingCode } from './callingCodes.ts';
import { bookerMobileE164, callingCodeOf, canonicalBookerMobile, isSameBookerMobile, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it('reads international and national numbers into E.164', () => {
    expect(toE164('+86 138 0013 8000')).toBe('+8613800138000');
    expect(toE164('0086 13800138000')).toBe('+8613800138000');
    expect(toE164('081 234 5678', '66')).toBe('+66812345678');
    expect(toE164('13800138000')).toBeNull();
    expect(bookerMobileE164('86 13800138000')).toBe('+8613800138000');
    expect(bookerMobileE164('13800138000')).toBeNull();
  });

  it('matches the whole booker mobile, with or without its country code', () => {
    const stored = '86 13800138000';
    for (const typed of ['13800138000', '138 0013 8000', '+86 13800138000', '86 13800138000', '0086-138-0013-8000']) {
      expect(isSameBookerMobile(stored, typed), typed).toBe(true);
    }
    expect(isSameBookerMobile('66 812345678', '0812345678')).toBe(true);
    expect(isSameBookerMobile('+66 0812345678', '+66 81 234 5678')).toBe(true);
  });

  it('never matches a part of the number or another number', () => {
    const stored = '86 13800138000';
    for (const typed of ['38000', '0138000', '3800138000', '8613800138001', '+1 13800138000', '', 'abc']) {
      expect(isSameBookerMobile(stored, typed), typed).toBe(false);
    }
  });
});

describe('booker mobiles in any spelling', () => {
  it('reduces a calling code as typed to its digits, and knows which exist', () => {
    expect(callingCodeOf('+86')).toBe('86');
    expect(callingCodeOf('086')).toBe('86');
    expect(callingCodeOf('0086')).toBe('86');
    expect(callingCodeOf('8600')).toBeNull();
    expect(callingCodeOf('999')).toBeNull();
  });

  it('writes the same phone the same way, and never throws', () => {
    for (const typed of ['86 13500003333', '+86 13500003333', '086 13500003333', '0086 13500003333']) {
      expect(canonicalBookerMobile(typed), typed).toBe('86 13500003333');
    }
    expect(canonicalBookerMobile('66 0812345678')).toBe('66 812345678');
    expect(canonicalBookerMobile('8600 13500003333')).toBeNull();
    expect(toE164('13400004444', '086')).toBe('+8613400004444');
    expect(toE164('13400004444', '999')).toBeNull();
    expect(isSameBookerMobile('086 13400004444', '+86 134 0000 4444')).toBe(true);
    expect(isSameBookerMobile('086 13400004444', '086 13400004444')).toBe(true);
    expect(isSameBookerMobile('999 13400004444', '13400004444')).toBe(true);
  });
});

describe('the calling code a booking form starts with', () => {
  it("follows the site's language, else (English) the hotel's country", () => {
    expect(defaultCallingCode('ja', 'Asia/Shanghai', '86')).toBe('81');
    expect(defaultCallingCode('th-TH', 'Asia/Tokyo', '86')).toBe('66');
    expect(defaultCallingCode('zh-TW', 'Asia/Tokyo', '86')).toBe('886');
    expect(defaultCallingCode('en-US', 'Asia/Tokyo', '86')).toBe('81');
    expect(defaultCallingCode('en-US', 'Asia/Bangkok', '86')).toBe('66');
    expect(defaultCallingCode('en-US', 'Europe/Paris', '86')).toBe('86');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_THRESHOLDS, nextTier, tierDiscountPercent, tierForGrowth } from './loyalty.ts';
import { isProfileComplete, maskName, memberDisplayName } from './member.ts';

describe('member display name', () => {
  const mei = { firstName: 'Mei', lastName: 'Chen', nickName: 'Mimi' };
  it.each([
    ['en-US', false, mei, 'Mei Chen'],
    ['ja', false, mei, 'Mei Chen'],
    ['th-TH', false, mei, 'Mei Chen'],
    ['zh-CN', false, mei, 'Chen Mei'],
    ['zh-TW', false, { firstName: '美玲', lastName: '陈' }, '陈美玲'],
    ['ko-KR', true, mei, 'M** Chen'],
    ['zh-CN', true, { firstName: '美玲', lastName: '陈' }, '陈美*'],
    ['en-US', false, { firstName: '', lastName: '', nickName: 'Mimi' }, 'Mimi'],
    ['en-US', false, { firstName: ' ', lastName: '', nickName: '' }, null],
    ['en-US', false, { firstName: null, lastName: null, nickName: null }, null],
  ] as const)('in %s (masked: %s) shows %j as %j', (language, maskFirstName, member, expected) => {
    expect(memberDisplayName(member, { language, maskFirstName })).toBe(expected);
  });

  it('masks all but the first character of a first name', () => {
    expect(maskName('Mei')).toBe('M**');
    expect(maskName('A')).toBe('A*');
    expect(maskName('')).toBe('');
  });

  it('needs title, names, e-mail and phone for a complete profile', () => {
    const full = {
      title: 'Ms',
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'a@b.c',
      phone: '13800138000',
      mobileCountryNumber: '86',
    };
    expect(isProfileComplete(full)).toBe(true);
    for (const field of Object.keys(full)) expect(isProfileComplete({ ...full, [field]: '' }), field).toBe(false);
  });
});

describe('tiers from growth', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1_000, 2],
    [4_999, 2],
    [5_000, 3],
    [19_999, 3],
    [20_000, 4],
    [1_000_000, 4],
  ])('growth %i is tier %i with the default thresholds', (growth, tier) => {
    expect(tierForGrowth(growth)).toBe(tier);
  });

  it('follows a site’s own thresholds', () => {
    expect(tierForGrowth(500, [0, 100, 400, 900])).toBe(3);
    expect(tierForGrowth(99, [0, 100, 400, 900])).toBe(1);
  });

  it('tells the next tier and the growth still needed, nothing at the top', () => {
    expect(nextTier(0)).toEqual({ tier: 2, growthNeeded: 1_000 });
    expect(nextTier(4_000)).toEqual({ tier: 3, growthNeeded: 1_000 });
    expect(nextTier(DEFAULT_TIER_THRESHOLDS[3])).toBeNull();
  });

  it('gives each tier its discount on member rates', () => {
    expect([1, 2, 3, 4].map((tier) => tierDiscountPercent(tier))).toEqual([0, 3, 5, 8]);
    expect(tierDiscountPercent(2, [0, 10, 20, 30])).toBe(10);
  });
});

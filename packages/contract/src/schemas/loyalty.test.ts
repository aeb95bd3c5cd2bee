import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIER_THRESHOLDS,
  nextTier,
  qualifyingYear,
  tierDiscountPercent,
  tierForGrowth,
  tierStanding,
} from './loyalty.ts';
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

describe('tier rule: growth or qualifying nights', () => {
  const rule = { growthThresholds: [0, 1_000, 5_000, 20_000], nightThresholds: [0, 10, 25, 50] };
  it('takes the higher of the growth tier and the nights tier', () => {
    expect(tierStanding({ ...rule, growth: 1_200, nightsThisYear: 26, nightsLastYear: 0 }).tier).toBe(3);
    expect(tierStanding({ ...rule, growth: 6_000, nightsThisYear: 2, nightsLastYear: 0 }).tier).toBe(3);
  });
  it('keeps a tier reached by nights through the following year', () => {
    expect(tierStanding({ ...rule, growth: 0, nightsThisYear: 0, nightsLastYear: 12 }).tier).toBe(2);
  });
  it('says what is left for the next tier both ways, nights counted in this year only', () => {
    expect(tierStanding({ ...rule, growth: 400, nightsThisYear: 3, nightsLastYear: 9 }).next).toEqual({
      tier: 2,
      growthNeeded: 600,
      nightsNeeded: 7,
    });
    expect(tierStanding({ ...rule, growth: 0, nightsThisYear: 50, nightsLastYear: 0 }).next).toBeNull();
  });
  it('runs the qualifying year to 31 December in the programme calendar', () => {
    // 16:30 UTC on 31 December is already 1 January in Shanghai.
    expect(qualifyingYear(new Date('2026-12-31T16:30:00Z'))).toEqual({
      year: 2027,
      firstNight: '2027-01-01',
      lastNight: '2027-12-31',
    });
    expect(qualifyingYear(new Date('2026-06-01T00:00:00Z')).lastNight).toBe('2026-12-31');
  });
});

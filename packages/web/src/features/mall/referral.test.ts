import { beforeEach, describe, expect, it } from 'vitest';
import { keepReferral, referralFor, shareLink } from './referral.ts';

describe('referral', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the referral of a product visit for the session', () => {
    keepReferral('G1', 'M880020260001');
    keepReferral('G2', 'OTHER1');
    expect(referralFor('G1')).toBe('M880020260001');
    expect(referralFor('G2')).toBe('OTHER1');
    expect(referralFor('G3')).toBeUndefined();
  });

  it('ignores a missing or malformed code and keeps the previous one', () => {
    keepReferral('G1', 'GOOD');
    keepReferral('G1', '<script>');
    keepReferral('G1', 'x'.repeat(33));
    keepReferral('G1', null);
    expect(referralFor('G1')).toBe('GOOD');
  });

  it('survives unreadable storage', () => {
    sessionStorage.setItem('mall.referrals', '{not json');
    expect(referralFor('G1')).toBeUndefined();
  });

  it('builds a share link carrying the code', () => {
    expect(shareLink('https://aurora.example', '/th-TH/mall/goods/G1', 'M1')).toBe(
      'https://aurora.example/th-TH/mall/goods/G1?ref=M1',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type FieldSpec, optionsTicked, recordBodyOf, recordDraftOf, recordFieldOf } from './recordDraft.ts';

const fields: FieldSpec[] = [
  { key: 'taxRateBp', label: 'Tax (%)', kind: 'percent' },
  {
    key: 'paymentChannels',
    label: 'Channels',
    kind: 'checkboxes',
    options: [
      { value: 1, label: 'Alipay' },
      { value: 2, label: 'WeChat Pay' },
    ],
  },
];

describe('hotel fields as staff type them', () => {
  it('shows basis points as a percentage and sends the percentage typed back as basis points', () => {
    const draft = recordDraftOf({ taxRateBp: 1000, paymentChannels: [2] }, fields);
    expect(draft.taxRateBp).toBe('10');
    expect(recordBodyOf(draft, fields).taxRateBp).toBe(1000);
    expect(recordBodyOf({ ...draft, taxRateBp: '8.25' }, fields).taxRateBp).toBe(825);
    expect(recordBodyOf({ ...draft, taxRateBp: '' }, fields).taxRateBp).toBeNull();
  });

  it('sends ticked channels as the numbers stored, and shows a refused item on its list', () => {
    const draft = recordDraftOf({ taxRateBp: 0, paymentChannels: [1, 2] }, fields);
    expect(recordBodyOf(draft, fields).paymentChannels).toEqual([1, 2]);
    expect(recordFieldOf(fields)('paymentChannels.1')).toBe('paymentChannels');
  });

  it('keeps a stored choice that is no longer offered, so saving does not drop it unseen', () => {
    const options = [{ value: 'wifi', label: 'Wi-Fi' }];
    expect(optionsTicked(options, ['wifi', 'rooftopBar']).map((option) => option.value)).toEqual([
      'wifi',
      'rooftopBar',
    ]);
  });
});

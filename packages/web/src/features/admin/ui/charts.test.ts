import { describe, expect, it } from 'vitest';
import { lineRuns } from './charts.tsx';

describe('line charts', () => {
  it('break the line where a day has nothing to measure, never drawing it as 0', () => {
    const points = [5, null, 7, 8, null, null, 9].map((value, index) => ({ label: String(index), value }));
    expect(lineRuns(points)).toEqual([[0], [2, 3], [6]]);
    expect(lineRuns([{ value: null }])).toEqual([]);
  });
});

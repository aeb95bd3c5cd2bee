import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task: the work already queued runs first', async () => {
    const order: string[] = [];
    const step = yieldToBrowser().then(() => order.push('next step'));
    queueMicrotask(() => order.push('queued work'));
    await step;
    expect(order).toEqual(['queued work', 'next step']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

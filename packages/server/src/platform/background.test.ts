import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork, trackRequests } from './background.ts';

const quietLog = () => ({ error: vi.fn() }) as never;
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work after the answers', () => {
  it('waits while requests are under way and runs when the last one ends', async () => {
    const work = createBackgroundWork(quietLog(), { maxWaitMs: 60_000 });
    const ran: string[] = [];
    work.requestStarted();
    work.requestStarted();
    work.later('mail', async () => void ran.push('mail'));
    await tick(20);
    work.requestEnded();
    await tick(20);
    expect(ran).toEqual([]);
    work.requestEnded();
    await tick(20);
    expect(ran).toEqual(['mail']);
  });

  it('runs a task that waited its longest even when the process is never idle', async () => {
    const work = createBackgroundWork(quietLog(), { maxWaitMs: 50 });
    const ran: string[] = [];
    work.requestStarted();
    work.later('mail', async () => void ran.push('mail'));
    await tick(10);
    expect(ran).toEqual([]);
    await tick(100);
    expect(ran).toEqual(['mail']);
  });

  it('drains on demand, in the order queued, and a failure does not stop the others', async () => {
    const log = quietLog() as { error: ReturnType<typeof vi.fn> };
    const work = createBackgroundWork(log as never, { maxWaitMs: 60_000 });
    const ran: string[] = [];
    work.requestStarted();
    work.later('first', async () => void ran.push('first'));
    work.later('broken', async () => {
      throw new Error('smtp down');
    });
    work.later('third', async () => void ran.push('third'));
    await work.drain();
    expect(ran).toEqual(['first', 'third']);
    expect(log.error).toHaveBeenCalledTimes(1);
    await work.drain();
  });

  it('lets the answers of a rush go first: the mail is written after every request under way has its answer', async () => {
    const app = Fastify();
    const work = createBackgroundWork(app.log, { maxWaitMs: 60_000 });
    trackRequests(app, work);
    const events: string[] = [];
    let release: () => void = () => undefined;
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('slow answered');
      return { ok: true };
    });
    app.post('/book', async () => {
      work.later('mail', async () => void events.push('mail written'));
      events.push('booking answered');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const slow = fetch(`${base}/slow`);
      await tick(50);
      await fetch(`${base}/book`, { method: 'POST' });
      await tick(50);
      expect(events).toEqual(['booking answered']);
      release();
      await slow;
      await tick(50);
      expect(events).toEqual(['booking answered', 'slow answered', 'mail written']);
    } finally {
      await app.close();
    }
  });
});

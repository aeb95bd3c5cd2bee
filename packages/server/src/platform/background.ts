import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

interface Task {
  name: string;
  run: () => Promise<unknown>;
  queuedAt: number;
}

export interface BackgroundWork {
  /** Queues work that follows an answer (a booking's e-mail); its failure is logged, never thrown. */
  later(name: string, run: () => Promise<unknown>): void;
  /** Runs everything queued now, busy or not, and resolves once nothing is queued or running. */
  drain(): Promise<void>;
  /** Requests under way: work waits while there are some. */
  requestStarted(): void;
  requestEnded(): void;
}

/**
 * Work that need not delay an answer, run after it, one task at a time: when the process has no request
 * under way, or once the oldest task has waited `maxWaitMs` (a server that is never idle still sends its
 * mails). In a rush (the last rooms of a night) the answers come first and the mails after it.
 * It lives in this process: a crash loses what is queued, as it would lose work under way.
 */
export function createBackgroundWork(log: FastifyBaseLogger, options: { maxWaitMs: number }): BackgroundWork {
  const queue: Task[] = [];
  let inFlight = 0;
  let draining = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const idle: (() => void)[] = [];

  const mayRun = () =>
    queue.length > 0 && (inFlight === 0 || draining > 0 || Date.now() - queue[0]!.queuedAt >= options.maxWaitMs);

  function schedule() {
    if (running) return;
    clearTimeout(timer);
    timer = undefined;
    if (mayRun()) {
      running = runQueued().finally(() => {
        running = null;
        schedule();
      });
      return;
    }
    if (queue.length > 0) {
      timer = setTimeout(schedule, Math.max(0, options.maxWaitMs - (Date.now() - queue[0]!.queuedAt)));
      timer.unref();
      return;
    }
    for (const resolve of idle.splice(0)) resolve();
  }

  async function runQueued() {
    // A task of its own turn of the event loop: the answer that queued it is sent first.
    await new Promise((resolve) => setImmediate(resolve));
    while (mayRun()) {
      const task = queue.shift()!;
      await task.run().catch((error: unknown) => log.error({ err: error, task: task.name }, 'background task failed'));
    }
  }

  return {
    later(name, run) {
      queue.push({ name, run, queuedAt: Date.now() });
      schedule();
    },
    async drain() {
      draining += 1;
      try {
        const settled = new Promise<void>((resolve) => idle.push(resolve));
        schedule();
        await settled;
      } finally {
        draining -= 1;
      }
    },
    requestStarted() {
      inFlight += 1;
    },
    requestEnded() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) schedule();
    },
  };
}

/** Counts the app's requests under way for `work`, and runs what is left when the app closes. */
export function trackRequests(app: FastifyInstance, work: BackgroundWork) {
  const underWay = new WeakSet<object>();
  const ended = (request: object) => {
    if (underWay.delete(request)) work.requestEnded();
  };
  app.addHook('onRequest', async (request) => {
    underWay.add(request);
    work.requestStarted();
  });
  app.addHook('onResponse', async (request) => ended(request));
  // A request the client gave up on may never send its response.
  app.addHook('onRequestAbort', async (request) => ended(request));
  app.addHook('onClose', async () => work.drain());
}

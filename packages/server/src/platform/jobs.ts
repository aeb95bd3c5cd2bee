import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/** Runs each job on its interval, never two runs of one job at once; stop() waits for runs in progress. */
export function startJobs(jobs: Job[], log: FastifyBaseLogger, onRun?: (job: string, ok: boolean) => void) {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job
        .run()
        .then((result) => {
          onRun?.(job.name, true);
          log.debug({ job: job.name, result }, 'job ran');
        })
        .catch((error: unknown) => {
          onRun?.(job.name, false);
          log.error({ err: error, job: job.name }, 'job failed');
        })
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.intervalMs);
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}

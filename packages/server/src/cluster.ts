/**
 * `npm run start:prod`: WEB_CONCURRENCY server processes sharing one port (node:cluster), for
 * PostgreSQL (DATABASE_URL) and, to share rate limits and cache invalidation, Redis (REDIS_URL).
 * Migrations are a separate step (`npm run migrate`); a process that dies is replaced.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';

if (cluster.isPrimary) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  if (!config.DATABASE_URL && config.WEB_CONCURRENCY > 1) {
    console.error(
      'start:prod with more than one process needs DATABASE_URL: the embedded database belongs to one process.',
    );
    process.exit(1);
  }
  let stopping = false;
  const fork = () => cluster.fork({ MIGRATE_ON_START: 'false', SEED_DEMO_DATA: 'false' });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('./main.ts');
}

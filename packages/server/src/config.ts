import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting of the server; `.env.example` and the README list the same ones. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Apply migrations when the server starts; turn off where `npm run migrate` is a deployment step. */
  MIGRATE_ON_START: booleanFlag.default(true),
  /** Server processes `npm run start:prod` runs on this machine. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  METRICS_ENABLED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'packages/web/dist')),
  SEED_DEMO_DATA: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Aurora Hotels <reservations@aurora-hotels.example>'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').default('sandbox-secret-change-me-0001'),
  /** How the sandbox delivers notifications: in-process (default) or over HTTP to PUBLIC_BASE_URL. */
  PAYMENT_NOTIFY_OVER_HTTP: booleanFlag.default(false),
  /** Overrides every site's payment deadline (seconds); for demos and browser tests of expiry. */
  PAYMENT_DEADLINE_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  /** How long hotel search keeps a stay's availability (0 turns the cache off). */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long the hotel list (names, pictures, cities) is kept in memory (0 turns it off). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Shows unpublished content pages at /page/{pageId}/{key} to whoever has this key. */
  CONTENT_PREVIEW_KEY: z.string().min(8).default('preview-change-me'),
  /** How often queued analytics events are written (they are also written every 200 events). */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  JOBS_ENABLED: booleanFlag.default(true),
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15_000),
  /** Refunds: how many attempts before staff are asked to refund by hand, and the first wait (doubling after each). */
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  REFUND_RETRY_BASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /** How long a member's sign-in lasts (hours). */
  MEMBER_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  /** How long an account stays locked after too many wrong passwords (minutes). */
  MEMBER_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** How long a verification code is valid (seconds) and how many tries it allows. */
  VERIFICATION_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).default(600),
  VERIFICATION_CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** How long an e-mailed password reset link is valid (minutes). */
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** How long a QR quick-login code is valid (seconds). */
  QUICK_LOGIN_TTL_SECONDS: z.coerce.number().int().min(30).max(1_800).default(180),
  /** A back-office session unused this long ends (minutes); the 12-hour limit of a session stays. */
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(12 * 60)
    .default(30),
  /** Encrypts the staff authenticator secrets in the database (16+ characters; keep it, or staff enrol again). */
  STAFF_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').default('staff-secret-change-me-0001'),
  /** Sign-in, code and reset requests allowed per client address and minute (each route counted alone). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** New reservations (`POST /{lang}/orders`) allowed per client address and minute. */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Reservations held unpaid at once (waiting for payment) per booker e-mail and per booker phone. */
  MAX_UNPAID_ORDERS_PER_GUEST: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Reservations held unpaid at once per client address (guests behind one office or hotel network share it). */
  MAX_UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export const REPO_ROOT = repoRoot;

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONE_DAY_MS } from '@hotel/contract/constants';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The development values of the secrets, published in `.env.example` and the README. Outside
 * production they are the defaults; production refuses them (see `productionProblems`).
 */
export const PUBLISHED_DEFAULTS = {
  PAYMENT_SANDBOX_SECRET: 'sandbox-secret-change-me-0001',
  CONTENT_PREVIEW_KEY: 'preview-change-me',
  STAFF_SECRET_KEY: 'staff-secret-change-me-0001',
  PAYMENT_SECRET_KEY: 'payment-secret-change-me-0001',
  PUBLIC_BASE_URL: 'http://localhost:3000',
  /** The credentials of the SMTP_URL example (`smtp://user:pass@host:587`). */
  SMTP_CREDENTIALS: 'user:pass',
} as const;

/**
 * How online payments are taken: `sandbox` (the built-in test acquirer takes every channel), `live` (each
 * channel by its real provider, Alipay, WeChat Pay or Adyen, with the credentials saved in the back office),
 * `none` (no online payment at all).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'live', 'none'] as const;

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
  /** Default: on outside production; in production only with METRICS_TOKEN. */
  METRICS_ENABLED: booleanFlag.optional(),
  /** Bearer token `/metrics` asks for (`Authorization: Bearer <token>`); production needs it to serve metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'packages/web/dist')),
  /** Default: true outside production, false in production (where true is refused). */
  SEED_DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  PUBLIC_BASE_URL: z.string().url().default(PUBLISHED_DEFAULTS.PUBLIC_BASE_URL),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Aurora Hotels <reservations@aurora-hotels.example>'),
  /** Which acquirer takes online payments. Default: `sandbox` outside production, `none` in production. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /** Default outside production: the published development value; production needs its own with the sandbox. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Encrypts the payment providers' credentials in the database (16+ characters; keep it, or save them again). */
  PAYMENT_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How the sandbox delivers notifications: in-process (default) or over HTTP to PUBLIC_BASE_URL. */
  PAYMENT_NOTIFY_OVER_HTTP: booleanFlag.default(false),
  /** Overrides every site's payment deadline (seconds); for demos and browser tests of expiry. */
  PAYMENT_DEADLINE_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  /** How long hotel search keeps a stay's availability (0 turns the cache off). */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long the hotel list (names, pictures, cities) is kept in memory (0 turns it off). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Shows unpublished content pages at /page/{pageId}/{key} to whoever has this key. */
  CONTENT_PREVIEW_KEY: z.string().min(8, 'must be at least 8 characters (16 in production)').optional(),
  /** How often queued analytics events are written (they are also written every 200 events). */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  JOBS_ENABLED: booleanFlag.default(true),
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15_000),
  /** How long booking and mall e-mails wait, at most, for a moment with no request under way (answers first). */
  MAIL_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Shipped mall goods count as received this many days after shipping when the buyer has not confirmed. */
  MALL_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /** Refunds: how many attempts before staff are asked to refund by hand, and the first wait (doubling after each). */
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  REFUND_RETRY_BASE_MS: z.coerce.number().int().min(1_000).max(ONE_DAY_MS).default(60_000),
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
  STAFF_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Sign-in, code and reset requests allowed per client address and minute (each route counted alone). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** New reservations (`POST /{lang}/orders`) allowed per client address and minute. */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Reservations held unpaid at once (waiting for payment) per booker e-mail and per booker phone. */
  MAX_UNPAID_ORDERS_PER_GUEST: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Reservations held unpaid at once per client address (guests behind one office or hotel network share it). */
  MAX_UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
});
type ParsedConfig = z.infer<typeof configSchema>;

/** The settings with the defaults that depend on NODE_ENV filled in. */
export type Config = Omit<
  ParsedConfig,
  | 'METRICS_ENABLED'
  | 'SEED_DEMO_DATA'
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'CONTENT_PREVIEW_KEY'
  | 'STAFF_SECRET_KEY'
  | 'PAYMENT_SECRET_KEY'
> & {
  METRICS_ENABLED: boolean;
  SEED_DEMO_DATA: boolean;
  PAYMENT_PROVIDER: (typeof PAYMENT_PROVIDERS)[number];
  /** Empty in production when unset (production refuses to start the sandbox without it). */
  PAYMENT_SANDBOX_SECRET: string;
  CONTENT_PREVIEW_KEY: string;
  /** Empty in production when unset (production refuses to start without it). */
  STAFF_SECRET_KEY: string;
  /** Empty in production when unset (production refuses PAYMENT_PROVIDER=live without it). */
  PAYMENT_SECRET_KEY: string;
};

export class ConfigError extends Error {}

type SecretName = 'PAYMENT_SANDBOX_SECRET' | 'CONTENT_PREVIEW_KEY' | 'STAFF_SECRET_KEY' | 'PAYMENT_SECRET_KEY';

function withEnvironmentDefaults(parsed: ParsedConfig): Config {
  const production = parsed.NODE_ENV === 'production';
  const development = (name: SecretName) => parsed[name] ?? (production ? '' : PUBLISHED_DEFAULTS[name]);
  return {
    ...parsed,
    METRICS_ENABLED: parsed.METRICS_ENABLED ?? (!production || parsed.METRICS_TOKEN !== undefined),
    SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? !production,
    PAYMENT_PROVIDER: parsed.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox'),
    PAYMENT_SANDBOX_SECRET: development('PAYMENT_SANDBOX_SECRET'),
    CONTENT_PREVIEW_KEY: development('CONTENT_PREVIEW_KEY'),
    STAFF_SECRET_KEY: development('STAFF_SECRET_KEY'),
    PAYMENT_SECRET_KEY: development('PAYMENT_SECRET_KEY'),
  };
}

/**
 * What production refuses: a secret unset or left at its published value, the demo accounts (their
 * passwords are in the README), and metrics without a token. One line per variable.
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const secret = (name: SecretName, why: string) => {
    const value = config[name];
    if (!value) problems.push(`${name}: must be set in production (${why})`);
    else if (value === PUBLISHED_DEFAULTS[name]) problems.push(`${name}: is the published default; set a secret value`);
    else if (value.length < 16) problems.push(`${name}: must be at least 16 characters in production`);
  };
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    secret('PAYMENT_SANDBOX_SECRET', 'PAYMENT_PROVIDER=sandbox signs its notifications with it');
  } else if (config.PAYMENT_SANDBOX_SECRET === PUBLISHED_DEFAULTS.PAYMENT_SANDBOX_SECRET) {
    problems.push('PAYMENT_SANDBOX_SECRET: is the published default; remove it or set a secret value');
  }
  if (config.PAYMENT_PROVIDER === 'live') {
    secret('PAYMENT_SECRET_KEY', "PAYMENT_PROVIDER=live encrypts the payment providers' credentials with it");
  } else if (config.PAYMENT_SECRET_KEY === PUBLISHED_DEFAULTS.PAYMENT_SECRET_KEY) {
    problems.push('PAYMENT_SECRET_KEY: is the published default; remove it or set a secret value');
  }
  secret('CONTENT_PREVIEW_KEY', 'it shows unpublished pages to whoever knows it');
  secret('STAFF_SECRET_KEY', "it encrypts the staff's authenticator secrets");
  if (config.PUBLIC_BASE_URL === PUBLISHED_DEFAULTS.PUBLIC_BASE_URL) {
    problems.push("PUBLIC_BASE_URL: must be set in production to the site's address (e-mail links, QR codes, cookies)");
  }
  if (config.SMTP_URL && smtpCredentials(config.SMTP_URL) === PUBLISHED_DEFAULTS.SMTP_CREDENTIALS) {
    problems.push('SMTP_URL: has the example credentials user:pass; set the real ones');
  }
  if (config.SEED_DEMO_DATA) {
    problems.push(
      'SEED_DEMO_DATA: the demo data creates staff and member accounts with published passwords; production never seeds it',
    );
  }
  if (config.METRICS_ENABLED && !config.METRICS_TOKEN) {
    problems.push('METRICS_TOKEN: production serves /metrics only with a token; set one or METRICS_ENABLED=false');
  }
  return problems;
}

function smtpCredentials(url: string): string {
  try {
    const { username, password } = new URL(url);
    return `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
  } catch {
    return '';
  }
}

/**
 * Reads the environment; a bad value stops start-up with a message naming the variable. In
 * production it also refuses published defaults, unless `checkProduction` is false (the migration
 * step needs only the database).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { checkProduction?: boolean } = {}): Config {
  const values = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = withEnvironmentDefaults(parsed.data);
  const problems = options.checkProduction === false ? [] : productionProblems(config);
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production:\n${problems.map((line) => `  ${line}`).join('\n')}\nSee "Running in production" in the README.`,
    );
  }
  return config;
}

export const REPO_ROOT = repoRoot;

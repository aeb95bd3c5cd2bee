import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PUBLISHED_DEFAULTS } from './config.ts';

/** A production environment with every secret set: each test removes or spoils one. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://book.aurora-hotels.example',
  CONTENT_PREVIEW_KEY: 'a-long-private-preview-key-7f3c',
  STAFF_SECRET_KEY: 'a-long-private-staff-key-91ad',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('has defaults that need nothing installed', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.METRICS_ENABLED).toBe(true);
    expect(config.PAYMENT_SANDBOX_SECRET).toBe(PUBLISHED_DEFAULTS.PAYMENT_SANDBOX_SECRET);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe('configuration in production', () => {
  it('starts with its own secrets: no sandbox, no demo data, no metrics without a token', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.PAYMENT_PROVIDER).toBe('none');
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.METRICS_ENABLED).toBe(false);
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'metrics-token-0123456789' }).METRICS_ENABLED).toBe(true);
  });

  it('refuses a plain start naming every variable it needs', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/CONTENT_PREVIEW_KEY: must be set/);
    expect(message).toMatch(/STAFF_SECRET_KEY: must be set/);
    expect(message).toMatch(/PUBLIC_BASE_URL/);
    expect(message).toMatch(/Running in production/);
  });

  it('refuses a secret left at its published default', () => {
    expect(refusal({ ...PRODUCTION, CONTENT_PREVIEW_KEY: 'preview-change-me' })).toMatch(
      /CONTENT_PREVIEW_KEY: is the published default/,
    );
    expect(refusal({ ...PRODUCTION, CONTENT_PREVIEW_KEY: 'short-key' })).toMatch(/CONTENT_PREVIEW_KEY/);
    expect(refusal({ ...PRODUCTION, STAFF_SECRET_KEY: PUBLISHED_DEFAULTS.STAFF_SECRET_KEY })).toMatch(
      /STAFF_SECRET_KEY: is the published default/,
    );
    expect(refusal({ ...PRODUCTION, PAYMENT_SANDBOX_SECRET: 'sandbox-secret-change-me-0001' })).toMatch(
      /PAYMENT_SANDBOX_SECRET: is the published default/,
    );
    expect(refusal({ ...PRODUCTION, SMTP_URL: 'smtp://user:pass@mail.example:587' })).toMatch(/SMTP_URL/);
    expect(refusal({ ...PRODUCTION, PUBLIC_BASE_URL: 'http://localhost:3000' })).toMatch(/PUBLIC_BASE_URL/);
  });

  it('runs the sandbox only when chosen, and then with its own secret', () => {
    expect(refusal({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toMatch(/PAYMENT_SANDBOX_SECRET: must be set/);
    const staging = loadConfig({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'staging-sandbox-secret-42',
    });
    expect(staging.PAYMENT_PROVIDER).toBe('sandbox');
  });

  it("takes live payments only with its own key for the providers' credentials", () => {
    expect(refusal({ ...PRODUCTION, PAYMENT_PROVIDER: 'live' })).toMatch(/PAYMENT_SECRET_KEY: must be set/);
    expect(
      refusal({ ...PRODUCTION, PAYMENT_PROVIDER: 'live', PAYMENT_SECRET_KEY: PUBLISHED_DEFAULTS.PAYMENT_SECRET_KEY }),
    ).toMatch(/PAYMENT_SECRET_KEY: is the published default/);
    expect(refusal({ ...PRODUCTION, PAYMENT_SECRET_KEY: PUBLISHED_DEFAULTS.PAYMENT_SECRET_KEY })).toMatch(
      /PAYMENT_SECRET_KEY: is the published default; remove it/,
    );
    const live = loadConfig({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'live',
      PAYMENT_SECRET_KEY: 'a-long-private-payment-key-5e',
    });
    expect([live.PAYMENT_PROVIDER, live.PAYMENT_SECRET_KEY]).toEqual(['live', 'a-long-private-payment-key-5e']);
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SECRET_KEY).toBe(PUBLISHED_DEFAULTS.PAYMENT_SECRET_KEY);
  });

  it('never seeds the demo accounts and never serves metrics without a token', () => {
    expect(refusal({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toMatch(/SEED_DEMO_DATA: the demo data creates staff/);
    expect(refusal({ ...PRODUCTION, METRICS_ENABLED: 'true' })).toMatch(/METRICS_TOKEN/);
  });

  it('lets the migration step run with the database alone', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { checkProduction: false }).PAYMENT_PROVIDER).toBe('none');
  });
});

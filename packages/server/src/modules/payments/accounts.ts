import { API_PREFIX, API_V1_PREFIX } from '@hotel/contract/routes';
import {
  PAYMENT_PROVIDER_NAMES,
  type PaymentAccountRecord,
  type PaymentProviderName,
  PROVIDER_FIELDS,
  providerOfChannel,
  SITE_ACCOUNT,
} from '@hotel/contract/schemas/admin-payments';
import { V } from '@hotel/contract/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { paymentAccounts } from './payments.schema.ts';
import type { PaymentProvider } from './provider.ts';

/** What an adapter needs besides the credentials. */
export interface ProviderContext {
  /** Where the provider sends its notifications for this account. */
  notifyUrl: string;
  /** This site's address for the guest's return from the provider's page (`/api/v1/{provider}/redirect/handle`). */
  redirectUrl: string;
  /** The provider's API address instead of its public one (the tests' local stand-in). */
  endpoint?: string;
}

/** A real provider: one file in `providers/` implementing this, and its name in `providers/index.ts`. */
export interface ProviderAdapter {
  name: PaymentProviderName;
  /** The name of the first credential that cannot be used (a key that does not parse), or null. */
  problem(credentials: Record<string, string>): string | null;
  create(credentials: Record<string, string>, context: ProviderContext): PaymentProvider;
}

/** Which provider takes a payment, and whose credentials (null: the sandbox's). */
export interface ProviderRoute {
  provider: PaymentProvider;
  account: string | null;
}

/** How the pipeline finds the provider of a channel, and of an earlier payment (refunds, queries, notifications). */
export interface PaymentProviders {
  mode: 'sandbox' | 'live' | 'none';
  /** The provider that takes `channel` for an order of `scope` (a hotel code; null for the site), or null. */
  forChannel(scope: string | null, channel: number): Promise<ProviderRoute | null>;
  forPayment(payment: { provider: string; account: string | null }): Promise<PaymentProvider | null>;
}

/** One provider for every channel (the sandbox in development and tests, or none). */
export function oneProvider(provider: PaymentProvider, mode: 'sandbox' | 'none' = 'sandbox'): PaymentProviders {
  return {
    mode: provider.name === 'none' ? 'none' : mode,
    forChannel: async () => (provider.name === 'none' ? null : { provider, account: null }),
    forPayment: async (payment) => (payment.provider === provider.name ? provider : null),
  };
}

/** The channels of `channels` a guest may pay an order of `scope` with now. */
export async function usableChannels(providers: PaymentProviders, scope: string | null, channels: number[]) {
  const usable = await Promise.all(
    channels.map(async (channel) => (await providers.forChannel(scope, channel)) !== null),
  );
  return channels.filter((_, index) => usable[index]);
}

type AccountRow = typeof paymentAccounts.$inferSelect;

/** Writes the audit line of a change of an account, in the change's transaction (never a secret's value). */
export type AccountAudit = (tx: Db, entry: { action: string; before: unknown; after: unknown }) => Promise<void>;

/** What the audit log keeps of an account: its settings and which secrets are set. */
const audited = (record: PaymentAccountRecord | null) =>
  record && { settings: record.settings, secretsSet: record.secretsSet, usable: record.usable };

/**
 * The providers' credentials per site or hotel, as the back office saves them: secrets sealed with the
 * configured key (`box`, null without one: nothing can be saved and no account is usable) and never shown again.
 */
export function createPaymentAccounts(deps: {
  db: Db;
  box: SecretBox | null;
  adapters: readonly ProviderAdapter[];
  publicBaseUrl: string;
  /** Provider API addresses to use instead of the public ones (tests). */
  endpoints?: Partial<Record<PaymentProviderName, string>>;
  now: () => Date;
}) {
  const { db, box } = deps;
  const adapterOf = (name: string) => deps.adapters.find((adapter) => adapter.name === name);

  async function row(scope: string, provider: string) {
    const [found] = await db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.scope, scope), eq(paymentAccounts.provider, provider)));
    return found;
  }

  function secretsOf(found: AccountRow): Record<string, string> | null {
    const opened = box?.open(found.sealedSecrets);
    if (!opened) return null;
    return JSON.parse(opened) as Record<string, string>;
  }

  /** Settings and secrets together, or null when the secrets cannot be opened or a credential is unusable. */
  function credentialsOf(found: AccountRow): Record<string, string> | null {
    const secrets = secretsOf(found);
    const adapter = adapterOf(found.provider);
    if (!secrets || !adapter) return null;
    const credentials = { ...found.settings, ...secrets };
    return adapter.problem(credentials) === null ? credentials : null;
  }

  function toRecord(found: AccountRow): PaymentAccountRecord {
    const secrets = secretsOf(found) ?? {};
    return {
      scope: found.scope,
      provider: found.provider as PaymentProviderName,
      settings: found.settings,
      secretsSet: Object.keys(secrets).filter((name) => secrets[name]),
      usable: credentialsOf(found) !== null,
      updatedAt: found.updatedAt.toISOString(),
    };
  }

  async function providerOf(scope: string, name: PaymentProviderName): Promise<PaymentProvider | null> {
    const found = await row(scope, name);
    const credentials = found && credentialsOf(found);
    const adapter = adapterOf(name);
    if (!credentials || !adapter) return null;
    return adapter.create(credentials, {
      notifyUrl: new URL(`${API_PREFIX}/payments/notify/${name}/${encodeURIComponent(scope)}`, deps.publicBaseUrl).href,
      redirectUrl: new URL(`${API_V1_PREFIX}/${name}/redirect/handle`, deps.publicBaseUrl).href,
      endpoint: deps.endpoints?.[name],
    });
  }

  /** The accounts of a scope (a hotel code or 'site'), secrets masked. */
  async function list(scope: string): Promise<PaymentAccountRecord[]> {
    const rows = await db.select().from(paymentAccounts).where(eq(paymentAccounts.scope, scope));
    return rows.map(toRecord).sort((a, b) => a.provider.localeCompare(b.provider));
  }

  /**
   * Saves a provider's credentials for a scope; an empty secret keeps the one saved before. Refused
   * (30032) when a credential is missing or unusable, or no key to seal them with is configured.
   */
  async function save(
    scope: string,
    name: PaymentProviderName,
    input: Record<string, string | undefined>,
    audit: AccountAudit,
  ): Promise<PaymentAccountRecord> {
    const adapter = adapterOf(name);
    if (!box || !adapter) throw new AppError('invalidPaymentConfiguration');
    return inTransaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.scope, scope), eq(paymentAccounts.provider, name)))
        .for('update');
      const kept = (before && secretsOf(before)) ?? {};
      const secrets: Record<string, string> = {};
      const settings: Record<string, string> = {};
      for (const field of PROVIDER_FIELDS[name]) {
        const given = input[field.name]?.trim() ?? '';
        const value = field.secret ? given || kept[field.name] || '' : given;
        if (!value && !field.optional) throw fieldError(field.name, V.required);
        if (field.secret) secrets[field.name] = value;
        else settings[field.name] = value;
      }
      const problem = adapter.problem({ ...settings, ...secrets });
      if (problem) throw fieldError(problem, V.invalid);
      const values = { settings, sealedSecrets: box.seal(JSON.stringify(secrets)), updatedAt: deps.now() };
      const [saved] = await tx
        .insert(paymentAccounts)
        .values({ scope, provider: name, ...values })
        .onConflictDoUpdate({ target: [paymentAccounts.scope, paymentAccounts.provider], set: values })
        .returning();
      const record = toRecord(saved!);
      await audit(tx, {
        action: 'payments.accountSaved',
        before: audited(before ? toRecord(before) : null),
        after: audited(record),
      });
      return record;
    });
  }

  /** Removes a provider's credentials for a scope: its channels are no longer offered there. */
  async function remove(scope: string, name: PaymentProviderName, audit: AccountAudit): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const [removed] = await tx
        .delete(paymentAccounts)
        .where(and(eq(paymentAccounts.scope, scope), eq(paymentAccounts.provider, name)))
        .returning();
      if (removed)
        await audit(tx, { action: 'payments.accountRemoved', before: audited(toRecord(removed)), after: null });
      return removed !== undefined;
    });
  }

  /** The live routing: a hotel's own account for the channel's provider, else the site's. */
  function liveProviders(sandbox: PaymentProvider | null): PaymentProviders {
    return {
      mode: 'live',
      async forChannel(scope, channel) {
        const name = providerOfChannel(channel);
        if (!name) return null;
        for (const account of scope && scope !== SITE_ACCOUNT ? [scope, SITE_ACCOUNT] : [SITE_ACCOUNT]) {
          const provider = await providerOf(account, name);
          if (provider) return { provider, account };
        }
        return null;
      },
      async forPayment(payment) {
        if (payment.provider === 'sandbox') return sandbox;
        const name = PAYMENT_PROVIDER_NAMES.find((known) => known === payment.provider);
        return name && payment.account ? providerOf(payment.account, name) : null;
      },
    };
  }

  return { list, save, remove, providerOf, liveProviders, canSave: box !== null };
}
export type PaymentAccounts = ReturnType<typeof createPaymentAccounts>;

import { z } from 'zod';
import { OnlineChannel } from '../enums.ts';
import { V } from '../validation.ts';

/** The real payment providers this build has an adapter for (the sandbox needs no credentials). */
export const PAYMENT_PROVIDER_NAMES = ['alipay', 'wechat', 'adyen'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Which online channels (spec section 9 values) each provider takes. */
export const PROVIDER_CHANNELS: Record<PaymentProviderName, readonly OnlineChannel[]> = {
  alipay: [OnlineChannel.alipay],
  wechat: [OnlineChannel.wechat],
  adyen: [OnlineChannel.adyen, OnlineChannel.internationalCard],
};

/** The provider taking an online channel, or undefined for channels no real provider takes yet. */
export function providerOfChannel(channel: number): PaymentProviderName | undefined {
  return PAYMENT_PROVIDER_NAMES.find((name) => (PROVIDER_CHANNELS[name] as readonly number[]).includes(channel));
}

/** Whose credentials: the site's (every hotel without its own, and the mall) or one hotel's. */
export const SITE_ACCOUNT = 'site';

export interface CredentialField {
  name: string;
  /** Never shown again once saved: the form says "set" and offers to replace it. */
  secret: boolean;
  /** A PEM key or certificate (a text area). */
  multiline?: boolean;
  /** A choice among these values. */
  choices?: readonly string[];
  /** May stay empty. */
  optional?: boolean;
}

const text = (max: number) => z.string({ error: V.required }).trim().max(max, { error: V.tooLong });
const filled = (max: number) => text(max).min(1, { error: V.required });
/** A secret left empty keeps the one saved before. */
const secret = (max: number) => text(max).optional();
const pem = filled(8000).regex(/^[A-Za-z0-9+/=\s-]+$|^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/, {
  error: V.invalid,
});

/** What the back office asks for, per provider (the providers' own names for each value). */
export const PROVIDER_FIELDS: Record<PaymentProviderName, readonly CredentialField[]> = {
  alipay: [
    { name: 'appId', secret: false },
    { name: 'privateKey', secret: true, multiline: true },
    { name: 'alipayPublicKey', secret: false, multiline: true },
    { name: 'environment', secret: false, choices: ['live', 'test'] },
  ],
  wechat: [
    { name: 'mchid', secret: false },
    { name: 'appid', secret: false },
    { name: 'merchantSerial', secret: false },
    { name: 'privateKey', secret: true, multiline: true },
    { name: 'platformKeyId', secret: false },
    { name: 'platformPublicKey', secret: false, multiline: true },
    { name: 'apiV3Key', secret: true },
  ],
  adyen: [
    { name: 'merchantAccount', secret: false },
    { name: 'apiKey', secret: true },
    { name: 'hmacKey', secret: true },
    { name: 'environment', secret: false, choices: ['live', 'test'] },
    { name: 'liveUrlPrefix', secret: false, optional: true },
  ],
};

/** The body of `PUT /api/v1/admin/payment-accounts/:scope/:provider`, per provider (secrets may stay empty). */
export const paymentAccountInputSchemas = {
  alipay: z.strictObject({
    appId: filled(32).regex(/^\d{8,32}$/, { error: V.invalid }),
    privateKey: secret(8000),
    alipayPublicKey: pem,
    environment: z.enum(['live', 'test'], { error: V.invalid }),
  }),
  wechat: z.strictObject({
    mchid: filled(32).regex(/^\d{6,32}$/, { error: V.invalid }),
    appid: filled(32).regex(/^wx[0-9a-z]{6,30}$/i, { error: V.invalid }),
    merchantSerial: filled(64).regex(/^[0-9A-Fa-f]{8,64}$/, { error: V.invalid }),
    privateKey: secret(8000),
    platformKeyId: filled(128),
    platformPublicKey: pem,
    apiV3Key: secret(32).refine((value) => value === undefined || value === '' || value.length === 32, {
      error: V.invalid,
    }),
  }),
  adyen: z.strictObject({
    merchantAccount: filled(80),
    apiKey: secret(500),
    hmacKey: secret(128).refine((value) => !value || /^[0-9A-Fa-f]{32,128}$/.test(value), { error: V.invalid }),
    environment: z.enum(['live', 'test'], { error: V.invalid }),
    liveUrlPrefix: text(100)
      .regex(/^[0-9A-Za-z-]*$/, { error: V.invalid })
      .optional(),
  }),
} as const satisfies Record<PaymentProviderName, z.ZodType>;
export type PaymentAccountInput = Record<string, string | undefined>;

export const paymentAccountParamsSchema = z.object({
  scope: z.string().trim().min(1).max(32),
  provider: z.enum(PAYMENT_PROVIDER_NAMES, { error: V.invalid }),
});

/** A saved account as the back office sees it: its plain settings and which secrets are set, never their values. */
export const paymentAccountRecordSchema = z.object({
  scope: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  settings: z.record(z.string(), z.string()),
  secretsSet: z.array(z.string()),
  /** Every secret can be opened with the configured key and the keys parse: the channels are offered. */
  usable: z.boolean(),
  updatedAt: z.string(),
});
export type PaymentAccountRecord = z.infer<typeof paymentAccountRecordSchema>;

/** `GET /api/v1/admin/payment-accounts/:scope`: the scope's accounts and how payments are taken here. */
export const paymentAccountListSchema = z.object({
  /** `sandbox` (every channel through the built-in test acquirer), `live` (these accounts), or `none`. */
  mode: z.enum(['sandbox', 'live', 'none']),
  /** False when the server has no key to encrypt credentials with (saving is refused). */
  canSave: z.boolean(),
  accounts: z.array(paymentAccountRecordSchema),
});
export type PaymentAccountList = z.infer<typeof paymentAccountListSchema>;

import adyenLibrary, { type CheckoutAPI, type Client, type Types } from '@adyen/api-library';
import { z } from 'zod';
import type { ProviderAdapter } from '../accounts.ts';
import { NOTHING_TO_APPLY, type PaymentProvider, ProviderUnavailable } from '../provider.ts';

// The library is CommonJS whose named exports Node's ESM loader cannot all see: take them from the default.
const { CheckoutAPI: Checkout, Client: AdyenClient, EnvironmentEnum, hmacValidator, Types: AdyenTypes } = adyenLibrary;

type AdyenClientInterface = NonNullable<ConstructorParameters<typeof Client>[1]>;

const itemSchema = z.object({
  additionalData: z.object({ hmacSignature: z.string().min(1) }).passthrough(),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().length(3) }),
  eventCode: z.string(),
  merchantAccountCode: z.string(),
  merchantReference: z.string().min(1).max(100),
  pspReference: z.string().min(1).max(64),
  originalReference: z.string().optional(),
  success: z.enum(['true', 'false']),
  eventDate: z.string().optional(),
  reason: z.string().optional(),
  paymentMethod: z.string().optional(),
});
const webhookSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: itemSchema })).length(1),
});

const LOCALES: Record<string, string> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en-US',
  ja: 'ja-JP',
  'ko-KR': 'ko-KR',
  'th-TH': 'th-TH',
};

/**
 * The library's requests over fetch (its own client speaks only HTTPS): the same paths, headers and
 * idempotency keys, to Adyen or, in tests, to the stand-in at `endpoint`.
 */
function fetchClient(endpoint: string | undefined): AdyenClientInterface {
  return {
    async request(url, json, config, _apiKeyRequired, options = {}) {
      const target = new URL(url);
      const address = endpoint ? new URL(`${target.pathname}${target.search}`, endpoint) : target;
      for (const [name, value] of Object.entries(options.params ?? {})) address.searchParams.set(name, String(value));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-api-key': config.apiKey ?? '',
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      };
      const response = await fetch(address, {
        method: options.method ?? 'POST',
        headers,
        body: options.method === 'GET' ? undefined : json.toString(),
        signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 10_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Adyen answered ${response.status}: ${text.slice(0, 200)}`);
      return text;
    },
  };
}

/**
 * Adyen (channel 8, and 10: international cards) through the official `@adyen/api-library`: a hosted
 * Checkout session per payment (reference = payment id), standard webhooks verified with the HMAC key,
 * refunds of the authorisation's pspReference with the payment id as idempotency key.
 */
export const adyenAdapter: ProviderAdapter = {
  name: 'adyen',
  problem(credentials) {
    if (!/^[0-9A-Fa-f]{32,128}$/.test(credentials.hmacKey ?? '')) return 'hmacKey';
    if (credentials.environment === 'live' && !credentials.liveUrlPrefix) return 'liveUrlPrefix';
    return null;
  },
  create(credentials, context) {
    const live = credentials.environment === 'live';
    const client = new AdyenClient(
      {
        apiKey: credentials.apiKey!,
        environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        ...(live ? { liveEndpointUrlPrefix: credentials.liveUrlPrefix! } : {}),
        connectionTimeoutMillis: 10_000,
      },
      fetchClient(context.endpoint),
    );
    return adyenProvider(new Checkout(client), credentials.merchantAccount!, credentials.hmacKey!);
  },
};

function adyenProvider(checkout: CheckoutAPI, merchantAccount: string, hmacKey: string): PaymentProvider {
  const validator = new hmacValidator();

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new ProviderUnavailable(`adyen ${what}: ${(error as Error).message}`);
    }
  }

  return {
    name: 'adyen',
    acknowledgement: { status: 200, contentType: 'text/plain', body: '[accepted]' },
    async start(payment) {
      const session = await call('sessions', () =>
        checkout.PaymentsApi.sessions(
          {
            merchantAccount,
            amount: { value: payment.amount, currency: payment.currency },
            reference: payment.paymentId,
            returnUrl: payment.returnUrl,
            mode: AdyenTypes.checkout.CreateCheckoutSessionRequest.ModeEnum.Hosted,
            shopperLocale: LOCALES[payment.language] ?? 'en-US',
            shopperIP: payment.clientIp,
          },
          { idempotencyKey: `session-${payment.paymentId}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('adyen sessions: no hosted checkout url');
      return { payUrl: session.url };
    },
    verify({ body }) {
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return null;
      const raw = (
        body as { notificationItems: [{ NotificationRequestItem: Types.notification.NotificationRequestItem }] }
      ).notificationItems[0].NotificationRequestItem;
      const item = parsed.data.notificationItems[0]!.NotificationRequestItem;
      if (item.merchantAccountCode !== merchantAccount) return null;
      try {
        if (!validator.validateHMAC(raw, hmacKey)) return null;
      } catch {
        return null;
      }
      if (item.eventCode !== 'AUTHORISATION') return NOTHING_TO_APPLY;
      return {
        notificationId: `adyen:${item.pspReference}:${item.eventCode}:${item.success}`,
        paymentId: item.merchantReference,
        outcome: item.success === 'true' ? 'succeeded' : 'failed',
        amount: item.amount.value,
        currency: item.amount.currency,
        providerReference: item.pspReference,
      };
    },
    async refund(payment) {
      if (!payment.providerReference) return { ok: false };
      const answer = await call('refunds', () =>
        checkout.ModificationsApi.refundCapturedPayment(
          payment.providerReference!,
          {
            merchantAccount,
            amount: { value: payment.amount, currency: payment.currency },
            reference: payment.paymentId,
          },
          { idempotencyKey: `refund-${payment.paymentId}` },
        ),
      );
      return { ok: answer.status === 'received' };
    },
  };
}

import { Aes, Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import type { ProviderAdapter } from '../accounts.ts';
import {
  NOTHING_TO_APPLY,
  type NotificationInput,
  type PaymentProvider,
  type ProviderNotification,
  ProviderUnavailable,
} from '../provider.ts';
import { pemOf, privateKeyOf, publicKeyOf } from './keys.ts';

const CNY = 'CNY';
/** WeChat Pay refuses notifications and answers signed more than five minutes away from now. */
const MAX_CLOCK_SKEW_SECONDS = 300;

const notificationSchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

const transactionSchema = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int(), currency: z.string() }).optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

/**
 * WeChat Pay API v3 (channel 2) through `wechatpay-axios-plugin`: requests signed with the merchant's key
 * (SHA256-RSA2048), answers and notifications verified with the platform public key (or certificate),
 * notifications decrypted with the APIv3 key (AEAD_AES_256_GCM). Native (a QR code shown on this site)
 * on desktops, H5 on phones; query by out_trade_no; refunds with out_refund_no = payment id. Yuan only.
 */
export const wechatAdapter: ProviderAdapter = {
  name: 'wechat',
  problem(credentials) {
    if (!privateKeyOf(credentials.privateKey ?? '')) return 'privateKey';
    if (!publicKeyOf(credentials.platformPublicKey ?? '')) return 'platformPublicKey';
    if (Buffer.byteLength(credentials.apiV3Key ?? '') !== 32) return 'apiV3Key';
    if (credentials.platformKeyId === credentials.merchantSerial) return 'platformKeyId';
    return null;
  },
  create(credentials, context) {
    const platformKey = pemOf(publicKeyOf(credentials.platformPublicKey!)!);
    const client = new Decorator({
      mchid: credentials.mchid!,
      serial: credentials.merchantSerial!,
      privateKey: pemOf(privateKeyOf(credentials.privateKey!)!),
      certs: { [credentials.platformKeyId!]: platformKey },
      ...(context.endpoint ? { baseURL: context.endpoint } : {}),
      timeout: 10_000,
    } as ConstructorParameters<typeof Decorator>[0]);
    return wechatProvider({
      client,
      mchid: credentials.mchid!,
      appid: credentials.appid!,
      platformKeyId: credentials.platformKeyId!,
      platformKey,
      apiV3Key: credentials.apiV3Key!,
      notifyUrl: context.notifyUrl,
    });
  },
};

interface WechatAccount {
  client: Decorator;
  mchid: string;
  appid: string;
  platformKeyId: string;
  platformKey: string;
  apiV3Key: string;
  notifyUrl: string;
}

const header = (input: NotificationInput, name: string) => {
  const value = input.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function wechatProvider(account: WechatAccount): PaymentProvider {
  const { client, mchid } = account;

  async function call(path: string, method: 'get' | 'post', data?: object) {
    try {
      return (await client.request(path, method, data, method === 'get' ? { params: { mchid } } : {})).data;
    } catch (error) {
      throw new ProviderUnavailable(`wechat ${method} ${path}: ${(error as Error).message}`);
    }
  }

  function outcomeOf(transaction: Transaction, notificationId: string): ProviderNotification | null {
    if (transaction.mchid !== mchid || transaction.appid !== account.appid || !transaction.amount) return null;
    if (transaction.trade_state === 'NOTPAY' || transaction.trade_state === 'USERPAYING') return null;
    return {
      notificationId,
      paymentId: transaction.out_trade_no,
      outcome: transaction.trade_state === 'SUCCESS' ? 'succeeded' : 'failed',
      amount: transaction.amount.total,
      currency: transaction.amount.currency,
      providerReference: transaction.transaction_id ?? transaction.out_trade_no,
    };
  }

  /** The notification's signature over its exact bytes, with the platform key it names. */
  function signedByPlatform(input: NotificationInput) {
    const timestamp = header(input, 'wechatpay-timestamp') ?? '';
    const nonce = header(input, 'wechatpay-nonce') ?? '';
    const signature = header(input, 'wechatpay-signature') ?? '';
    if (header(input, 'wechatpay-serial') !== account.platformKeyId || !/^\d{1,12}$/.test(timestamp)) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
    try {
      return Rsa.verify(Formatter.response(timestamp, nonce, input.rawBody), signature, account.platformKey);
    } catch {
      return false;
    }
  }

  return {
    name: 'wechat',
    acknowledgement: { status: 204, contentType: 'text/plain', body: '' },
    async start(payment) {
      if (payment.currency !== CNY) throw new AppError('paymentParameterError');
      const order = {
        appid: account.appid,
        mchid,
        description: payment.description.slice(0, 127),
        out_trade_no: payment.paymentId,
        notify_url: account.notifyUrl,
        amount: { total: payment.amount, currency: CNY },
      };
      if (payment.device === 'phone') {
        const answer = await call('v3/pay/transactions/h5', 'post', {
          ...order,
          scene_info: { payer_client_ip: payment.clientIp, h5_info: { type: 'Wap' } },
        });
        const url = new URL(String(answer.h5_url));
        url.searchParams.set('redirect_url', payment.returnUrl);
        return { payUrl: url.href };
      }
      const answer = await call('v3/pay/transactions/native', 'post', order);
      return {
        payUrl: `/pay/wechat/${encodeURIComponent(payment.paymentId)}?lang=${encodeURIComponent(payment.language)}`,
        payCode: String(answer.code_url),
      };
    },
    verify(input) {
      if (!signedByPlatform(input)) return null;
      const parsed = notificationSchema.safeParse(input.body);
      if (!parsed.success) return null;
      if (!parsed.data.event_type.startsWith('TRANSACTION.')) return NOTHING_TO_APPLY;
      const { ciphertext, nonce, associated_data } = parsed.data.resource;
      let plain: unknown;
      try {
        plain = JSON.parse(Aes.AesGcm.decrypt(ciphertext, account.apiV3Key, nonce, associated_data ?? ''));
      } catch {
        return null;
      }
      const transaction = transactionSchema.safeParse(plain);
      if (!transaction.success) return null;
      return outcomeOf(transaction.data, `wechat:${parsed.data.id}`) ?? NOTHING_TO_APPLY;
    },
    async query(payment) {
      const answer = transactionSchema.safeParse(
        await call(`v3/pay/transactions/out-trade-no/${encodeURIComponent(payment.paymentId)}`, 'get'),
      );
      if (!answer.success) return null;
      const state = answer.data.trade_state;
      return outcomeOf(answer.data, `wechat:query:${answer.data.transaction_id ?? payment.paymentId}:${state}`);
    },
    async refund(payment) {
      const answer = await call('v3/refund/domestic/refunds', 'post', {
        out_trade_no: payment.refundOf ?? payment.paymentId,
        out_refund_no: payment.paymentId,
        amount: { refund: payment.amount, total: payment.refundOfAmount ?? payment.amount, currency: payment.currency },
      });
      return { ok: answer.status === 'SUCCESS' || answer.status === 'PROCESSING' };
    },
  };
}

import { AlipaySdk } from 'alipay-sdk';
import { AppError } from '../../../platform/errors.ts';
import type { ProviderAdapter, ProviderContext } from '../accounts.ts';
import {
  decimalAmount,
  minorUnits,
  NOTHING_TO_APPLY,
  type PaymentProvider,
  type ProviderNotification,
  ProviderUnavailable,
} from '../provider.ts';
import { pemOf, privateKeyOf, publicKeyOf } from './keys.ts';

const GATEWAYS = {
  live: 'https://openapi.alipay.com/gateway.do',
  test: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
};
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const CNY = 'CNY';

const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) [A-Z ]+-----|\s/g, '');

/**
 * Alipay (channel 1) through the official `alipay-sdk`: computer-website pay (alipay.trade.page.pay) on
 * desktops and mobile-website pay (alipay.trade.wap.pay) on phones, RSA2-signed asynchronous
 * notifications, alipay.trade.query and alipay.trade.refund (out_request_no = payment id). Yuan only.
 */
export const alipayAdapter: ProviderAdapter = {
  name: 'alipay',
  problem(credentials) {
    if (!privateKeyOf(credentials.privateKey ?? '')) return 'privateKey';
    if (!publicKeyOf(credentials.alipayPublicKey ?? '')) return 'alipayPublicKey';
    return null;
  },
  create(credentials, context) {
    const sdk = new AlipaySdk({
      appId: credentials.appId!,
      privateKey: pemBody(pemOf(privateKeyOf(credentials.privateKey!)!)),
      keyType: 'PKCS8',
      alipayPublicKey: pemBody(pemOf(publicKeyOf(credentials.alipayPublicKey!)!)),
      gateway: context.endpoint ?? GATEWAYS[credentials.environment === 'test' ? 'test' : 'live'],
      timeout: 10_000,
      camelcase: false,
    });
    return alipayProvider(sdk, credentials.appId!, context);
  },
};

/** A notification's or query's fields as the pipeline reads them; null when they are not a trade of ours. */
function outcomeOf(fields: Record<string, unknown>, notificationId: string): ProviderNotification | null {
  const status = String(fields.trade_status ?? '');
  const amount = minorUnits(String(fields.total_amount ?? ''), CNY);
  if (!fields.out_trade_no || !fields.trade_no || Number.isNaN(amount)) return null;
  return {
    notificationId,
    paymentId: String(fields.out_trade_no),
    outcome: PAID.has(status) ? 'succeeded' : 'failed',
    amount,
    currency: CNY,
    providerReference: String(fields.trade_no),
  };
}

function alipayProvider(sdk: AlipaySdk, appId: string, context: ProviderContext): PaymentProvider {
  async function call(method: string, bizContent: Record<string, unknown>) {
    try {
      return (await sdk.exec(method, { bizContent }, { validateSign: true })) as Record<string, unknown>;
    } catch (error) {
      throw new ProviderUnavailable(`alipay ${method}: ${(error as Error).message}`);
    }
  }

  return {
    name: 'alipay',
    acknowledgement: { status: 200, contentType: 'text/plain', body: 'success' },
    async start(payment) {
      if (payment.currency !== CNY) throw new AppError('paymentParameterError');
      const phone = payment.device === 'phone';
      const payUrl = sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: payment.paymentId,
          total_amount: decimalAmount(payment.amount, CNY),
          subject: payment.description.slice(0, 256),
          product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(phone ? { quit_url: payment.returnUrl } : {}),
        },
        returnUrl: context.redirectUrl,
        notifyUrl: context.notifyUrl,
      });
      return { payUrl };
    },
    verify({ body }) {
      if (!body || typeof body !== 'object') return null;
      const fields = body as Record<string, string>;
      if (fields.app_id !== appId || !fields.notify_id || !sdk.checkNotifySignV2(fields)) return null;
      if (fields.trade_status === 'WAIT_BUYER_PAY') return NOTHING_TO_APPLY;
      return outcomeOf(fields, `alipay:${fields.notify_id}`);
    },
    async query(payment) {
      const result = await call('alipay.trade.query', { out_trade_no: payment.paymentId });
      if (result.code !== '10000' || result.trade_status === 'WAIT_BUYER_PAY') return null;
      return outcomeOf(result, `alipay:query:${result.trade_no}:${result.trade_status}`);
    },
    async refund(payment) {
      const result = await call('alipay.trade.refund', {
        out_trade_no: payment.refundOf ?? payment.paymentId,
        refund_amount: decimalAmount(payment.amount, payment.currency),
        out_request_no: payment.paymentId,
      });
      return { ok: result.code === '10000' };
    },
  };
}

import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { orders } from '../booking/booking.schema.ts';
import { API, book, orderPayload } from '../booking/booking.test-helpers.ts';
import { paymentAccounts, payments } from './payments.schema.ts';
import {
  adyenHmac,
  adyenStandIn,
  alipayStandIn,
  rsaKeys,
  signAlipayNotification,
  wechatNotification,
  wechatSignature,
  wechatStandIn,
} from './providers/stand-ins.test-helpers.ts';

const SHA = { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'SAVER' };
const alipayApp = rsaKeys();
const alipayKeys = rsaKeys();
const merchant = rsaKeys();
const platform = { ...rsaKeys(), id: 'PUB_KEY_ID_0114232134912410000000000000' };
const API_V3_KEY = 'a7cde1ef52b34c3a8b5c1d2e3f4a5b6c';
const ADYEN_KEY = 'AQEyhmfxK4_test_api_key';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const trades = new Map<string, Record<string, string>>();
const alipay = await alipayStandIn(alipayApp, alipayKeys, trades);
const wechat = await wechatStandIn(merchant, platform, (request) =>
  request.path.endsWith('/native')
    ? { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' } }
    : request.path.endsWith('/h5')
      ? {
          status: 200,
          body: {
            h5_url:
              'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241',
          },
        }
      : request.path.includes('/refunds')
        ? { status: 200, body: { refund_id: '50000000382019052709732678859', status: 'PROCESSING' } }
        : { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: 'no' } },
);
const adyen = await adyenStandIn(ADYEN_KEY, (request) =>
  request.path.endsWith('/sessions')
    ? {
        status: 201,
        body: {
          id: 'CS451F2AB1ED897A94',
          url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/pay/CS451F2AB1ED897A94',
          expiresAt: '2027-01-01T00:00:00Z',
        },
      }
    : {
        status: 201,
        body: { pspReference: '862634000000000A', status: 'received', merchantAccount: 'AuroraHotelsECOM' },
      },
);
afterAll(async () => Promise.all([alipay.close(), wechat.close(), adyen.close()]));

describeEachDatabase(
  'live payments: Alipay, WeChat Pay and Adyen through the one pipeline',
  (ctx) => {
    const db = () => ctx().database.db;
    const call = adminCaller(ctx);
    let token: string;
    beforeAll(async () => {
      token = await staffToken(ctx, 'groupAdmin');
    });
    const inject = (method: 'GET' | 'POST', url: string, payload?: object | string, headers = {}) =>
      ctx().app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers });
    const booked = async (day: string) => {
      const response = await book(
        ctx(),
        orderPayload(SHA, {
          checkInDate: day,
          checkOutDate: `${day.slice(0, 8)}${String(Number(day.slice(8)) + 1).padStart(2, '0')}`,
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { transactionId: string };
    };
    const start = (transactionId: string, channel: number, agent = 'Mozilla/5.0 (Windows NT 10.0)') =>
      inject('POST', `${API}/en-US/orders/payment`, { transactionId, channel }, { 'user-agent': agent });
    const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.paymentId, id)))[0]!;
    const statusOf = async (id: string) =>
      (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!.status;

    it('offers no channel without credentials and refuses one that is asked anyway (20)', async () => {
      const channels = await inject('GET', `${API}/payments?hotelCode=SHA001`);
      expect(channels.json().data.channels).toEqual([]);
      expect((await inject('GET', `${API}/payments/channels`)).json().data.channels).toEqual([]);
      const { transactionId } = await booked('2027-04-01');
      const refused = await start(transactionId, 1);
      expect(refused.json().errorCode).toBe(ErrorCode.paymentMethodNotEnabled);
      expect(await db().select().from(payments).where(eq(payments.orderId, transactionId))).toEqual([]);
    });

    it('saves credentials sealed, shows secrets only as set, refuses a key that does not parse', async () => {
      const bad = await call('PUT', '/payment-accounts/alipay', token, {
        appId: '2015102700040153',
        privateKey: 'not a key',
        alipayPublicKey: alipayKeys.publicBase64,
        environment: 'test',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields[0].field).toBe('privateKey');
      const saved = await call('PUT', '/payment-accounts/alipay', token, {
        appId: '2015102700040153',
        privateKey: alipayApp.privatePem,
        alipayPublicKey: alipayKeys.publicBase64,
        environment: 'test',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ secretsSet: ['privateKey'], usable: true });
      expect(saved.body).not.toContain('PRIVATE KEY');
      const [stored] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.provider, 'alipay'));
      expect(stored!.sealedSecrets).not.toContain('PRIVATE');
      expect(JSON.stringify(await db().select().from(auditLog))).not.toContain('PRIVATE KEY');
      // Saved again without the secret: the one saved before is kept.
      const kept = await call('PUT', '/payment-accounts/alipay', token, {
        appId: '2015102700040153',
        alipayPublicKey: alipayKeys.publicPem,
        environment: 'test',
      });
      expect(kept.json().data.usable).toBe(true);
      const listed = await call('GET', '/payment-accounts', token);
      expect(listed.json().data).toMatchObject({ mode: 'live', canSave: true });
      expect(listed.body).not.toContain('BEGIN PRIVATE');
      expect((await inject('GET', `${API}/payments?hotelCode=SHA001`)).json().data.channels).toEqual([1]);
      // The mall's orders are the site's: it offers the site's channels.
      expect((await inject('GET', `${API}/payments/channels`)).json().data.channels).toEqual([1]);
    });

    it('Alipay: a signed page-pay address, the signed notification confirms once, a forged one changes nothing, refund by the job', async () => {
      const { transactionId } = await booked('2027-04-03');
      const other = (await start(transactionId, 1)).json().data.paymentId as string;
      const started = await start(transactionId, 1);
      expect(started.statusCode, started.body).toBe(200);
      const { paymentId, payUrl, amount } = started.json().data;
      const address = new URL(payUrl);
      expect(address.origin + address.pathname).toBe(alipay.gateway);
      expect(address.searchParams.get('method')).toBe('alipay.trade.page.pay');
      expect(address.searchParams.get('return_url')).toMatch(/\/api\/v1\/alipay\/redirect\/handle$/);
      // The documented sample notification, for this payment, re-signed with the test key.
      const sample: Record<string, string> = {
        gmt_create: '2015-04-27 15:45:57',
        charset: 'utf-8',
        seller_email: 'zhuzhanghu@alitest.com',
        subject: 'test',
        buyer_id: '2088102122485786',
        invoice_amount: (amount / 100).toFixed(2),
        notify_id: '4a91b7a78a503640467525113fb7d8bg8e',
        notify_type: 'trade_status_sync',
        trade_status: 'TRADE_SUCCESS',
        receipt_amount: (amount / 100).toFixed(2),
        app_id: '2015102700040153',
        buyer_pay_amount: (amount / 100).toFixed(2),
        sign_type: 'RSA2',
        seller_id: '2088102119685838',
        gmt_payment: '2015-04-27 15:45:57',
        notify_time: '2015-04-27 15:45:57',
        version: '1.0',
        out_trade_no: paymentId,
        total_amount: (amount / 100).toFixed(2),
        trade_no: '2015042321001004720200028594',
        auth_app_id: '2015102700040153',
      };
      const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
      const url = `${API}/payments/notify/alipay/site`;
      const forged = await inject(
        'POST',
        url,
        form({ ...signAlipayNotification(sample, alipayKeys), total_amount: '0.01' }),
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      expect(forged.statusCode).toBe(400);
      expect((await paymentRow(paymentId)).status).toBe('pending');
      const signed = form(signAlipayNotification(sample, alipayKeys));
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const first = await inject('POST', url, signed, headers);
      expect([first.statusCode, first.body]).toEqual([200, 'success']);
      expect(await inject('POST', url, signed, headers).then((r) => r.body)).toBe('success');
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', account: 'site', provider: 'alipay' });
      expect(await statusOf(transactionId)).toBe(1);
      // A second payment of the same order succeeds too: refused (the order is paid) and refunded through
      // Alipay's gateway, signed, with the payment id as out_request_no; nothing is charged twice.
      const second = other;
      const late = signAlipayNotification({ ...sample, out_trade_no: second, notify_id: `n-${second}` }, alipayKeys);
      expect((await inject('POST', url, form(late), headers)).body).toBe('success');
      const refund = alipay.state.requests.find((r) =>
        decodeURIComponent(r.body).includes(`"out_request_no":"${second}"`),
      );
      expect(refund?.signed).toBe(true);
      expect((await paymentRow(second)).status).toBe('refunded');
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
    });

    it('Alipay: the return redirect queries the trade, applies it and sends the guest to the waiting page; unknown payments get a translated 404', async () => {
      const { transactionId } = await booked('2027-04-05');
      const { paymentId, amount, payUrl } = (
        await start(transactionId, 1, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile')
      ).json().data;
      // A phone pays on Alipay's mobile-website page.
      expect(new URL(payUrl).searchParams.get('method')).toBe('alipay.trade.wap.pay');
      trades.set(paymentId, {
        trade_no: '2015042321001004720200028600',
        trade_status: 'TRADE_SUCCESS',
        total_amount: (amount / 100).toFixed(2),
      });
      const back = await inject(
        'GET',
        `/api/v1/alipay/redirect/handle?out_trade_no=${paymentId}&total_amount=0.01&sign=forged`,
      );
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toContain(transactionId);
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
      const unknown = await inject('GET', '/api/v1/alipay/redirect/handle?out_trade_no=pay_nope', undefined, {
        'accept-language': 'ja',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('errors.');
    });

    it('the reconcile job asks Alipay about a payment left pending and confirms it once, through the same checks', async () => {
      const { transactionId } = await booked('2027-04-07');
      const { paymentId, amount } = (await start(transactionId, 1)).json().data;
      trades.set(paymentId, {
        trade_no: '2015042321001004720200028601',
        trade_status: 'TRADE_SUCCESS',
        total_amount: (amount / 100).toFixed(2),
      });
      const job = ctx().app.jobs.find((one) => one.name === 'reconcilePendingPayments')!;
      const startedAgo = (minutes: number) =>
        db()
          .update(payments)
          .set({ createdAt: new Date(ctx().clock.now.getTime() - minutes * 60_000) })
          .where(eq(payments.paymentId, paymentId));
      // Too fresh to ask about: its notification may still come.
      await startedAgo(1);
      expect(await job.run()).toEqual({ asked: 0 });
      expect((await paymentRow(paymentId)).status).toBe('pending');
      await startedAgo(5);
      expect(await job.run()).toMatchObject({ asked: 1 });
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
      expect(await statusOf(transactionId)).toBe(1);
      expect(await job.run()).toEqual({ asked: 0 });
    });

    it('a provider that is down: a translated message, the payment voided, nothing charged; another channel still pays', async () => {
      await call('PUT', '/payment-accounts/adyen', token, {
        merchantAccount: 'AuroraHotelsECOM',
        apiKey: ADYEN_KEY,
        hmacKey: HMAC_KEY,
        environment: 'test',
        liveUrlPrefix: '',
      });
      const { transactionId } = await booked('2027-04-07');
      adyen.state.down = true;
      const down = await inject('POST', `${API}/zh-CN/orders/payment`, { transactionId, channel: 10 });
      adyen.state.down = false;
      expect(down.statusCode).toBe(503);
      expect(down.json().errorCode).toBe(ErrorCode.paymentProviderUnavailable);
      expect(down.json().message).not.toMatch(/errors\.|Adyen answered/);
      const [voided] = await db().select().from(payments).where(eq(payments.orderId, transactionId));
      expect(voided!.status).toBe('void');
      const again = await start(transactionId, 1);
      expect(again.statusCode, again.body).toBe(200);
      expect(await statusOf(transactionId)).toBe(0);
    });

    it('Adyen: a hosted checkout session, an HMAC-signed webhook confirms, a wrong HMAC is refused, refund with an idempotency key', async () => {
      const { transactionId } = await booked('2027-04-09');
      const other = (await start(transactionId, 10)).json().data.paymentId as string;
      const started = await start(transactionId, 10);
      expect(started.statusCode, started.body).toBe(200);
      const { paymentId, payUrl, amount, currency } = started.json().data;
      expect(payUrl).toContain('checkoutshopper-test.adyen.com');
      const session = adyen.state.requests.at(-1)!;
      expect(session.signed).toBe(true);
      expect(JSON.parse(session.body)).toMatchObject({
        reference: paymentId,
        mode: 'hosted',
        amount: { value: amount, currency },
      });
      const item = {
        amount: { currency, value: amount },
        eventCode: 'AUTHORISATION',
        eventDate: '2022-12-01T01:00:00+01:00',
        merchantAccountCode: 'AuroraHotelsECOM',
        merchantReference: paymentId,
        paymentMethod: 'visa',
        pspReference: 'YOUR_PSP_REFERENCE',
        reason: 'null',
        success: 'true',
      };
      const webhook = (hmac: string) => ({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: { additionalData: { hmacSignature: hmac }, ...item } }],
      });
      const wrong = await inject(
        'POST',
        `${API}/payments/notify/adyen/site`,
        webhook(adyenHmac(item, HMAC_KEY.replace('4', '5'))),
      );
      expect(wrong.statusCode).toBe(400);
      const accepted = await inject('POST', `${API}/payments/notify/adyen/site`, webhook(adyenHmac(item, HMAC_KEY)));
      expect([accepted.statusCode, accepted.body]).toEqual([200, '[accepted]']);
      expect(await paymentRow(paymentId)).toMatchObject({
        status: 'succeeded',
        providerReference: 'YOUR_PSP_REFERENCE',
      });
      // The same guest paid a second time in another tab: that payment is refunded, with an idempotency key.
      const item2 = { ...item, merchantReference: other, pspReference: 'SECOND_PSP_REFERENCE' };
      const late = {
        live: 'false',
        notificationItems: [
          { NotificationRequestItem: { additionalData: { hmacSignature: adyenHmac(item2, HMAC_KEY) }, ...item2 } },
        ],
      };
      expect((await inject('POST', `${API}/payments/notify/adyen/site`, late)).body).toBe('[accepted]');
      const refund = adyen.state.requests.at(-1)!;
      expect(refund.path).toMatch(/\/payments\/SECOND_PSP_REFERENCE\/refunds$/);
      expect(refund.headers['idempotency-key']).toBe(`refund-${other}`);
      expect((await paymentRow(other)).status).toBe('refunded');
      expect((await paymentRow(paymentId)).status).toBe('succeeded');
    });

    it('WeChat Pay: Native QR shown on this site, the encrypted notification decrypts and confirms, a wrong signature is refused', async () => {
      const saved = await call('PUT', '/hotels/SHA001/payment-accounts/wechat', token, {
        mchid: '1230000109',
        appid: 'wxd678efh567hg6787',
        merchantSerial: '5157F09EFDC096DE15EBE81A47057A72',
        privateKey: merchant.privatePem,
        platformKeyId: platform.id,
        platformPublicKey: platform.publicPem,
        apiV3Key: API_V3_KEY,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.secretsSet.sort()).toEqual(['apiV3Key', 'privateKey']);
      const { transactionId } = await booked('2027-04-11');
      const started = await start(transactionId, 2);
      expect(started.statusCode, started.body).toBe(200);
      const { paymentId, payUrl, amount } = started.json().data;
      expect(wechat.state.requests.at(-1)!.signed).toBe(true);
      const page = await inject('GET', payUrl);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<svg');
      const transaction = {
        transaction_id: '1217752501201407033233368018',
        amount: { payer_total: amount, total: amount, currency: 'CNY', payer_currency: 'CNY' },
        mchid: '1230000109',
        trade_state: 'SUCCESS',
        bank_type: 'CMC',
        success_time: '2018-06-08T10:34:56+08:00',
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        out_trade_no: paymentId,
        appid: 'wxd678efh567hg6787',
        trade_state_desc: '支付成功',
        trade_type: 'NATIVE',
      };
      const body = JSON.stringify(
        wechatNotification('EV-2018022511223320873', 'TRANSACTION.SUCCESS', transaction, API_V3_KEY),
      );
      const url = `${API}/payments/notify/wechat/SHA001`;
      const json = { 'content-type': 'application/json' };
      const forged = await inject('POST', url, body, {
        ...json,
        ...wechatSignature(body.replace('SUCCESS', 'SUCCESs'), platform),
      });
      expect(forged.statusCode).toBe(400);
      const taken = await inject('POST', url, body, { ...json, ...wechatSignature(body, platform) });
      expect(taken.statusCode).toBe(204);
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', account: 'SHA001', provider: 'wechat' });
      // A phone gets WeChat Pay's H5 page, signed like every call, and comes back to the waiting page.
      const onPhone = await booked('2027-04-13');
      const phone = await start(onPhone.transactionId, 2, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile');
      expect(phone.statusCode, phone.body).toBe(200);
      const h5 = new URL(phone.json().data.payUrl);
      expect(h5.origin + h5.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
      expect(h5.searchParams.get('redirect_url')).toContain(onPhone.transactionId);
      const h5Call = wechat.state.requests.at(-1)!;
      expect([h5Call.path.endsWith('/h5'), h5Call.signed]).toEqual([true, true]);
    });
  },
  { PAYMENT_PROVIDER: 'live', PAYMENT_SECRET_KEY: 'payment-key-for-tests-0001' },
  { paymentEndpoints: { alipay: alipay.gateway, wechat: `${wechat.origin}/`, adyen: adyen.origin } },
);

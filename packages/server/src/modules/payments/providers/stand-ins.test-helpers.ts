import { createCipheriv, createHmac, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the providers' APIs, as their documentation describes them: each checks the
 * adapter's signature the provider's way (with node:crypto, not the adapter's library) and answers
 * signed with the provider's key, both generated here. `down` makes one answer 503, `requests` records them.
 */

export function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }) as string,
    /** The bare base64 body, as the providers' key tools print keys. */
    publicBase64: (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64'),
  };
}
type Keys = ReturnType<typeof rsaKeys>;

export const rsaSign = (text: string, privatePem: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privatePem, 'base64');
const rsaVerify = (text: string, signature: string, publicPem: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(publicPem, signature, 'base64');

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  signed: boolean;
}

async function serve(handle: (request: Recorded, response: ServerResponse) => void) {
  const state = { down: false, requests: [] as Recorded[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: Recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        signed: false,
      };
      state.requests.push(recorded);
      if (state.down) {
        response.writeHead(503).end('unavailable');
        return;
      }
      handle(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Alipay's gateway: form parameters signed RSA2 over the sorted `key=value` pairs; answers signed likewise. */
export async function alipayStandIn(app: Keys, alipay: Keys, trades: Map<string, Record<string, string>>) {
  const stand = await serve((request, response) => {
    const url = new URL(request.path, 'http://stand.in');
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(request.body)),
    };
    const { sign, ...signed } = params;
    const content = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    request.signed = Boolean(sign) && rsaVerify(content, sign!, app.publicPem);
    const method = String(params.method);
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const key = `${method.replaceAll('.', '_')}_response`;
    let answer: Record<string, string>;
    if (!request.signed) answer = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
    else if (method === 'alipay.trade.query') {
      const trade = trades.get(biz.out_trade_no!);
      answer = trade
        ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no!, ...trade }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    } else if (method === 'alipay.trade.refund') {
      answer = {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no!,
        refund_fee: biz.refund_amount!,
        fund_change: 'Y',
      };
    } else answer = { code: '40004', msg: 'Business Failed' };
    const inner = JSON.stringify(answer);
    response
      .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      .end(`{"${key}":${inner},"sign":"${rsaSign(inner, alipay.privatePem)}"}`);
  });
  return { ...stand, gateway: `${stand.origin}/gateway.do` };
}

/** Signs an Alipay asynchronous notification: every parameter but sign and sign_type, sorted, RSA2. */
export function signAlipayNotification(fields: Record<string, string>, alipay: Keys) {
  const content = Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return { ...fields, sign: rsaSign(content, alipay.privatePem) };
}

/**
 * WeChat Pay API v3: requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 …` signed over
 * "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n" with the merchant's key; answers are signed over
 * "TIMESTAMP\nNONCE\nBODY\n" with the platform key, named by Wechatpay-Serial.
 */
export async function wechatStandIn(
  merchant: Keys,
  platform: Keys & { id: string },
  answer: (request: Recorded) => { status: number; body: object | null },
) {
  return serve((request, response) => {
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${request.method}\n${request.path}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
    request.signed = Boolean(fields.signature) && rsaVerify(message, fields.signature!, merchant.publicPem);
    const { status, body } = request.signed
      ? answer(request)
      : { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } };
    const text = body === null ? '' : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', ...wechatSignature(text, platform) }).end(text);
  });
}

export function wechatSignature(body: string, platform: Keys & { id: string }, at = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': String(at),
    'wechatpay-nonce': nonce,
    'wechatpay-serial': platform.id,
    'wechatpay-signature': rsaSign(`${at}\n${nonce}\n${body}\n`, platform.privatePem),
  };
}

/** A WeChat Pay notification: the transaction encrypted with the APIv3 key (AEAD_AES_256_GCM). */
export function wechatNotification(id: string, eventType: string, transaction: object, apiV3Key: string) {
  const nonce = randomBytes(6).toString('hex');
  const associated = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associated));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    id,
    create_time: '2015-05-20T13:29:35+08:00',
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: associated,
      nonce,
    },
  };
}

/** Adyen's Checkout API: `X-API-Key` and an `Idempotency-Key` on every request. */
export async function adyenStandIn(apiKey: string, answer: (request: Recorded) => { status: number; body: object }) {
  return serve((request, response) => {
    request.signed = request.headers['x-api-key'] === apiKey && Boolean(request.headers['idempotency-key']);
    const { status, body } = request.signed
      ? answer(request)
      : { status: 401, body: { status: 401, errorCode: '000' } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}

/** Adyen's standard webhook HMAC: HMAC-SHA256 (hex key) over the eight fields joined by ':', base64. */
export function adyenHmac(item: Record<string, unknown>, hexKey: string) {
  const amount = item.amount as { value: number; currency: string };
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    amount.value,
    amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

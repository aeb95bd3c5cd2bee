import { analyticsBatchSchema } from '@hotel/contract/schemas/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ENDPOINT, createTracker, FLUSH_MS, MAX_BATCH, sendBatch, visitEvent } from './analytics.ts';
import { browserOf } from './browser.ts';
import { campaignOf, sessionCampaign } from './campaign.ts';
import { bookingPayload } from './events.ts';
import { toPayload } from './payload.ts';

const at = new Date('2026-11-22T08:00:00.000Z');

function collect() {
  const bodies: string[] = [];
  const tracker = createTracker({ send: (body) => bodies.push(body), now: () => at });
  const batches = () => bodies.map((body) => analyticsBatchSchema.parse(JSON.parse(body)).events);
  return { tracker, bodies, batches };
}

describe('analytics batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues events and sends them together a few seconds later, as the API takes them', () => {
    const { tracker, batches } = collect();
    tracker.track({ eventType: 'pageView', pageName: 'home', language: 'en-US', browser: 'chrome' });
    tracker.track({ eventType: 'search', language: 'en-US', payload: { cityCode: 'TYO', roomCount: 1 } });
    expect(batches()).toHaveLength(0);
    expect(tracker.pending()).toBe(2);
    vi.advanceTimersByTime(FLUSH_MS - 1);
    expect(batches()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches()).toEqual([
      [
        expect.objectContaining({ eventType: 'pageView', pageName: 'home', occurredAt: at.toISOString(), payload: {} }),
        expect.objectContaining({ eventType: 'search', payload: { cityCode: 'TYO', roomCount: 1 } }),
      ],
    ]);
    expect(tracker.pending()).toBe(0);
    vi.advanceTimersByTime(FLUSH_MS * 3);
    expect(batches()).toHaveLength(1);
  });

  it('sends a full batch at once and never more than 50 events per request', () => {
    const { tracker, batches } = collect();
    for (let index = 0; index < MAX_BATCH + 3; index++) tracker.track({ eventType: 'pageView', pageName: `p${index}` });
    expect(batches().map((batch) => batch.length)).toEqual([MAX_BATCH]);
    tracker.flush();
    expect(batches().map((batch) => batch.length)).toEqual([MAX_BATCH, 3]);
    expect(batches()[1]?.[0]?.pageName).toBe(`p${MAX_BATCH}`);
  });

  it('flushes on demand (page hidden) and sends nothing when nothing is queued', () => {
    const { tracker, bodies } = collect();
    tracker.flush();
    expect(bodies).toHaveLength(0);
    tracker.track({ eventType: 'bookingSuccess' });
    tracker.flush();
    expect(bodies).toHaveLength(1);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(bodies).toHaveLength(1);
  });
});

describe('sending', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses sendBeacon with the JSON as text, never waiting', () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    sendBatch('{"events":[]}');
    expect(beacon).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, '{"events":[]}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keep-alive fetch when the beacon is refused', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchMock);
    sendBatch('{}');
    expect(fetchMock).toHaveBeenCalledWith(
      ANALYTICS_ENDPOINT,
      expect.objectContaining({ method: 'POST', body: '{}', keepalive: true }),
    );
  });
});

describe('visit context', () => {
  beforeEach(() => sessionStorage.clear());

  it('names the browser type from the user agent', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        'chrome',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
        'edge',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'safari',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'firefox'],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.47',
        'wechat',
      ],
      ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 AlipayClient/10.5', 'alipay'],
      ['curl/8.5.0', 'other'],
    ];
    for (const [agent, browser] of agents) expect(browserOf(agent), agent).toBe(browser);
  });

  it('reads the four campaign parameters of a URL', () => {
    expect(campaignOf('?utm_source=newsletter&utm_medium=email&utm_content=hero&utm_term=kyoto+autumn&x=1')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmContent: 'hero',
      utmTerm: 'kyoto autumn',
    });
    expect(campaignOf('?checkInDate=2026-12-01')).toBeNull();
    expect(campaignOf(`?utm_source=${'x'.repeat(300)}`)?.utmSource).toHaveLength(100);
  });

  it('keeps the landing campaign for the session, and a new campaign link replaces it', () => {
    expect(sessionCampaign('')).toEqual({});
    expect(sessionCampaign('?utm_source=partner&utm_medium=cpc')).toEqual({ utmSource: 'partner', utmMedium: 'cpc' });
    expect(sessionCampaign('?hotelCode=SHA001')).toEqual({ utmSource: 'partner', utmMedium: 'cpc' });
    expect(sessionCampaign('')).toEqual({ utmSource: 'partner', utmMedium: 'cpc' });
    expect(sessionCampaign('?utm_source=mail')).toEqual({ utmSource: 'mail' });
    sessionStorage.setItem('hotel.campaign', '{"utmSource":{"bad":1},"utmTerm":"ok"}');
    expect(sessionCampaign('')).toEqual({ utmTerm: 'ok' });
    sessionStorage.setItem('hotel.campaign', 'not json');
    expect(sessionCampaign('')).toEqual({});
  });

  it('puts browser, language and the session campaign on every event', () => {
    sessionCampaign('?utm_source=newsletter&utm_term=spring');
    const event = visitEvent('pageView', 'ja', { pageName: 'article' });
    expect(event).toMatchObject({
      eventType: 'pageView',
      pageName: 'article',
      language: 'ja',
      utmSource: 'newsletter',
      utmTerm: 'spring',
    });
    expect(typeof event.browser).toBe('string');
  });
});

describe('event fields', () => {
  it('drops empty values and clips texts to what the API takes', () => {
    expect(toPayload({ a: '', b: undefined, c: 0, d: false, e: 'x'.repeat(250), f: Number.NaN })).toEqual({
      c: 0,
      d: false,
      e: 'x'.repeat(200),
    });
  });

  it('describes a booking with hotel, dates, rooms, guests, rate, price parts, channel and points', () => {
    const order = () => ({
      hotelCode: 'UKY001',
      roomTypeCode: 'TATAMI',
      ratePlanCode: 'BAR',
      ratePlanName: 'Best available rate',
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
      roomCount: 2,
      guestsNumber: { adultCount: 4, childCount: 1 },
      point: 500 as number | undefined,
    });
    const payload = bookingPayload({
      order: order(),
      quote: {
        currency: 'JPY',
        roomAmount: 8_000_000,
        discountAmount: 0,
        serviceAmount: 800_000,
        taxAmount: 880_000,
        addonAmount: 0,
        pointDiscount: 50_000,
        voucherDiscount: 0,
        payAmount: 9_630_000,
      },
      paymentType: 1,
      channel: 2,
      transactionId: 'T123',
    });
    expect(payload).toMatchObject({
      hotelCode: 'UKY001',
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
      roomCount: 2,
      adults: 4,
      children: 1,
      roomTypeCode: 'TATAMI',
      ratePlanCode: 'BAR',
      ratePlanName: 'Best available rate',
      currency: 'JPY',
      roomAmount: 8_000_000,
      serviceAmount: 800_000,
      taxAmount: 880_000,
      payAmount: 9_630_000,
      paymentType: 1,
      channel: 2,
      points: 500,
      transactionId: 'T123',
    });
    const batch = { events: [{ eventType: 'bookingFailure', payload, occurredAt: at.toISOString() }] };
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(true);
    const failure = bookingPayload({ order: { ...order(), point: undefined }, errorCode: 703 });
    expect(failure).toMatchObject({ errorCode: '703', points: 0, hotelCode: 'UKY001' });
    expect(failure).not.toHaveProperty('payAmount');
  });
});

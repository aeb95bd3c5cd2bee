import { analyticsEventSchema } from '@hotel/contract/schemas/analytics';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { createAnalyticsService } from './analytics.service.ts';

describeEachDatabase(
  'analytics',
  (ctx) => {
    const event = (over: object = {}) => ({
      eventType: 'pageView',
      pageName: 'hotelList',
      browser: 'chrome',
      language: 'ja',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmContent: 'spring',
      occurredAt: '2026-11-20T10:00:00Z',
      ...over,
    });

    it('accepts batches of events (also as a sendBeacon text body) and reports them by day, page, language and campaign', async () => {
      const post = (payload: string, type = 'application/json') =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/v1/booking/analytics/events',
          payload,
          headers: { 'content-type': type },
        });
      const first = await post(JSON.stringify({ events: [event(), event({ pageName: 'home', language: 'en-US' })] }));
      expect(first.statusCode).toBe(202);
      expect(
        (await post(JSON.stringify({ events: [event({ occurredAt: '2026-11-21T01:00:00Z' })] }), 'text/plain'))
          .statusCode,
      ).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const analytics = createAnalyticsService(ctx().database.db, { flushMs: 60_000, batchSize: 100 });
      analytics.record('group', [
        analyticsEventSchema.parse(
          event({ eventType: 'bookingSuccess', pageName: 'roomBook', payload: { hotelCode: 'SHA001', rooms: 1 } }),
        ),
      ]);
      const report = (by: 'day' | 'page' | 'language' | 'campaign') =>
        analytics.report({ siteCode: 'group', from: '2026-11-20', to: '2026-11-21', by });
      expect(await report('day')).toEqual([
        { key: '2026-11-20', count: 3 },
        { key: '2026-11-21', count: 1 },
      ]);
      expect(await report('page')).toEqual([
        { key: 'home', count: 1 },
        { key: 'hotelList', count: 2 },
        { key: 'roomBook', count: 1 },
      ]);
      expect(await report('language')).toEqual([
        { key: 'en-US', count: 1 },
        { key: 'ja', count: 3 },
      ]);
      expect(await report('campaign')).toEqual([{ key: 'newsletter/email/spring', count: 4 }]);
      analytics.stop();
    });

    it('refuses malformed events without storing them', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/booking/analytics/events',
        payload: { events: [event({ eventType: 'hack', occurredAt: 'yesterday' })] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('pc1009');
    });
  },
  { ANALYTICS_FLUSH_MS: '50' },
);

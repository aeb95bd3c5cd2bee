import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

export const ANALYTICS_EVENT_TYPES = ['pageView', 'search', 'bookingSuccess', 'bookingFailure'] as const;
const text = (max: number) => z.string().trim().max(max).optional();

/** One event the web sends (spec section 2: page views with browser, language and campaign; section 4: booking events). */
export const analyticsEventSchema = z.object({
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  pageName: text(64),
  browser: text(32),
  language: z.enum(LANGUAGES).optional(),
  utmSource: text(100),
  utmContent: text(100),
  utmMedium: text(100),
  utmTerm: text(100),
  /** Event fields (hotel, dates, rooms, guests, price parts, rate, channel, points) as flat values. */
  payload: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).default({}),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `POST /analytics/events`: up to 50 events at once (the web batches them and sends with sendBeacon). */
export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(50) });

/** `POST /analytics/events` (202): how many events were taken. */
export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });

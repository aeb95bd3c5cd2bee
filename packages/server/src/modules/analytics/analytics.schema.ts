import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from '../../db/columns.ts';

/** Analytics events (page views, searches, booking outcomes), written in batches. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    siteCode: text('site_code').notNull(),
    eventType: text('event_type').notNull(),
    pageName: text('page_name'),
    browser: text('browser'),
    language: text('language'),
    utmSource: text('utm_source'),
    utmContent: text('utm_content'),
    utmMedium: text('utm_medium'),
    utmTerm: text('utm_term'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_events_day').on(table.occurredAt, table.eventType)],
);

import type { AnalyticsEvent } from '@hotel/contract/schemas/analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { analyticsEvents } from './analytics.schema.ts';

export type ReportDimension = 'day' | 'page' | 'language' | 'campaign' | 'eventType';

const DIMENSION_SQL: Record<ReportDimension, string> = {
  day: "to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD')",
  page: "coalesce(page_name, '')",
  language: "coalesce(language, '')",
  campaign: "coalesce(utm_source, '') || '/' || coalesce(utm_medium, '') || '/' || coalesce(utm_content, '')",
  eventType: 'event_type',
};

/**
 * Events are queued in memory and written in batches (every `flushMs` or `batchSize` events), so a
 * page view never waits for the database. `flush()` writes what is queued (also on shutdown).
 */
export function createAnalyticsService(db: Db, options: { flushMs: number; batchSize: number }) {
  let queue: (typeof analyticsEvents.$inferInsert)[] = [];
  let flushing: Promise<void> = Promise.resolve();

  async function flush() {
    await flushing;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    flushing = db
      .insert(analyticsEvents)
      .values(batch)
      .then(() => undefined);
    await flushing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), options.flushMs);
  timer.unref();

  function record(siteCode: string, events: AnalyticsEvent[]) {
    for (const event of events) queue.push({ ...event, siteCode, occurredAt: new Date(event.occurredAt) });
    if (queue.length >= options.batchSize) void flush().catch(() => undefined);
  }

  /** Counts of events between two days (inclusive, UTC), grouped by one dimension. */
  async function report(input: {
    siteCode: string;
    from: string;
    to: string;
    by: ReportDimension;
    eventType?: string;
  }) {
    await flush();
    return queryRows<{ key: string; count: number }>(
      db,
      sql`select ${sql.raw(DIMENSION_SQL[input.by])} as key, count(*)::int as count
          from analytics_events
          where site_code = ${input.siteCode}
            and occurred_at >= ${input.from}::date and occurred_at < (${input.to}::date + 1)
            ${input.eventType ? sql`and event_type = ${input.eventType}` : sql``}
          group by 1 order by 1`,
    );
  }

  return { record, flush, report, stop: () => clearInterval(timer) };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

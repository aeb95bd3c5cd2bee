import type { Language } from '@hotel/contract/languages';
import { API_PREFIX } from '@hotel/contract/routes';
import type { AnalyticsEvent } from '@hotel/contract/schemas/analytics';
import { browserOf } from './browser.ts';
import { sessionCampaign } from './campaign.ts';

/**
 * Analytics events (spec sections 2 and 4): queued in memory and sent in batches to
 * `POST /analytics/events`, with `navigator.sendBeacon` (a text body of JSON), every few seconds and
 * when the page is hidden or left. Tracking never waits for the network and never throws: a page view
 * costs an array push. The app reaches this module through track.ts, which loads it after the first
 * paint.
 */
export const ANALYTICS_ENDPOINT = `${API_PREFIX}/analytics/events`;
/** The server takes at most 50 events per request. */
export const MAX_BATCH = 50;
export const FLUSH_MS = 5_000;
/** Events kept while nothing can be sent; the oldest go first. */
const MAX_QUEUE = 500;

export type EventPayload = AnalyticsEvent['payload'];
export type NewEvent = Omit<AnalyticsEvent, 'occurredAt' | 'payload'> & { payload?: EventPayload };

export interface TrackerOptions {
  /** Sends one batch (a JSON text); the default uses sendBeacon, else a keep-alive fetch. */
  send?: (body: string) => void;
  flushMs?: number;
  now?: () => Date;
}

export interface Tracker {
  track(event: NewEvent): void;
  /** Sends everything queued now (in batches of 50). */
  flush(): void;
  pending(): number;
}

/** Sends a batch without delaying anything: sendBeacon when the browser takes it, else fetch with keepalive. */
export function sendBatch(body: string): void {
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) return;
    void fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}

export function createTracker({
  send = sendBatch,
  flushMs = FLUSH_MS,
  now = () => new Date(),
}: TrackerOptions = {}): Tracker {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) send(JSON.stringify({ events: queue.splice(0, MAX_BATCH) }));
  }

  function track(event: NewEvent) {
    queue.push({ ...event, payload: event.payload ?? {}, occurredAt: now().toISOString() });
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
    if (queue.length >= MAX_BATCH) flush();
    else if (timer === undefined) timer = setTimeout(flush, flushMs);
  }

  return { track, flush, pending: () => queue.length };
}

let shared: Tracker | undefined;

/** The app's tracker, created on first use; it also sends what is queued when the page is hidden or left. */
export function tracker(): Tracker {
  if (!shared) {
    const created = createTracker();
    shared = created;
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', () => created.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') created.flush();
      });
    }
  }
  return shared;
}

/** An event with the visit's browser type, language and campaign. */
export function visitEvent(
  eventType: AnalyticsEvent['eventType'],
  language: Language,
  fields: { pageName?: string; payload?: EventPayload } = {},
): NewEvent {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const search = typeof location === 'undefined' ? '' : location.search;
  return { eventType, language, browser: browserOf(userAgent), ...sessionCampaign(search), ...fields };
}

/** Queues an event of the visit (page view, search, booking success or failure). */
export function trackEvent(
  eventType: AnalyticsEvent['eventType'],
  language: Language,
  fields?: { pageName?: string; payload?: EventPayload },
): void {
  try {
    tracker().track(visitEvent(eventType, language, fields));
  } catch {
    // Never let analytics break a page.
  }
}

import type { Language } from '@hotel/contract/languages';
import type { AnalyticsEvent } from '@hotel/contract/schemas/analytics';
import type { EventPayload } from './analytics.ts';
import { toPayload } from './payload.ts';

/**
 * Queues an analytics event. The tracker (batching, sending) is its own chunk, loaded on the first
 * event, after the first paint: tracking never weighs on the page's first JavaScript or its navigation.
 */
export function track(
  eventType: AnalyticsEvent['eventType'],
  language: Language,
  fields?: { pageName?: string; payload?: EventPayload },
): void {
  import('./analytics.ts').then(
    (module) => module.trackEvent(eventType, language, fields),
    () => undefined,
  );
}

/** A search from the search form: the hotel list query it leads to (destination, dates, party, codes). */
export function trackSearch(language: Language, query: Record<string, string | number>): void {
  track('search', language, { payload: toPayload(query) });
}

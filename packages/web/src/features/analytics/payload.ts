import type { EventPayload } from './analytics.ts';

type Flat = Record<string, string | number | boolean | null | undefined>;

/** Flat event fields as the API takes them: keys up to 40 characters, texts up to 200, no empty values. */
export function toPayload(fields: Flat): EventPayload {
  const payload: EventPayload = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '' || key.length > 40) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    payload[key] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return payload;
}

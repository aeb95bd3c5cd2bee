/** What a sale window says at an instant: not open yet, open, or over. */
export type SaleWindowState = 'upcoming' | 'onSale' | 'ended';

export interface SaleWindow {
  /** ISO instant the sale opens; null or missing: open since always. */
  startsAt?: string | null;
  /** ISO instant the sale ends; null or missing: never. */
  endsAt?: string | null;
}

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

export function saleWindowState(window: SaleWindow, now: number): SaleWindowState {
  const start = instant(window.startsAt);
  const end = instant(window.endsAt);
  if (start !== null && now < start) return 'upcoming';
  if (end !== null && now >= end) return 'ended';
  return 'onSale';
}

/** The instant the countdown of a window runs to: its start while upcoming, its end while on sale. */
export function countdownTarget(window: SaleWindow, now: number): string | null {
  const state = saleWindowState(window, now);
  if (state === 'upcoming') return window.startsAt ?? null;
  if (state === 'onSale') return window.endsAt ?? null;
  return null;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left (0 once passed). */
  total: number;
}

/** Days, hours, minutes and seconds from `now` to `deadline` (all 0 once it has passed or when it is unreadable). */
export function countdownParts(deadline: string | null | undefined, now: number): CountdownParts {
  const end = instant(deadline);
  const total = end === null ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    total,
  };
}

/** `01:02:03` (hours may pass 24 when `withDays` is false); days are shown separately by the caller. */
export function clockText(parts: CountdownParts, withDays = true): string {
  const hours = withDays ? parts.hours : parts.days * 24 + parts.hours;
  return [hours, parts.minutes, parts.seconds].map((value) => String(value).padStart(2, '0')).join(':');
}

/**
 * The one date formatter of the web: calendar days (`yyyy-MM-dd`, read as written: no time-zone shift),
 * instants (ISO) as a date or a date and time, and weekday names, in the display language (th-TH counts
 * years in the Buddhist era). The Intl formatters are made once per language and style.
 */
export type DayStyle = 'medium' | 'full' | 'numeric' | 'short';

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  /** "Nov 16, 2026" */
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "Mon, Nov 16, 2026" */
  full: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  /** "11/16/2026", as the stay picker shows it */
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** "11/16", for dense grids */
  short: { month: 'numeric', day: 'numeric' },
};
/**
 * A date and time always says whose time it is ("Nov 17, 2026, 8:30 AM GMT+9"): the hotel's zone for
 * the hotel's times (a stay's deadlines, an order's dates), the reader's zone for everything else.
 */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A date in the display language: a calendar day as written, an instant as its date where the reader
 * is. Empty for no value; an unreadable value is shown as it came.
 */
export function formatDate(value: string | null | undefined, language: string, style: DayStyle = 'medium'): string {
  if (!value) return '';
  const day = CALENDAR_DAY.test(value);
  const time = Date.parse(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  return formatter(language, day ? { ...DAY_STYLES[style], timeZone: 'UTC' } : DAY_STYLES[style]).format(time);
}

/** An instant (ISO) as a date and time, in the given time zone (the hotel's) or the reader's. */
export function formatInstant(value: string | null | undefined, language: string, timeZone?: string): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  try {
    return formatter(language, timeZone ? { ...DATE_AND_TIME, timeZone } : DATE_AND_TIME).format(time);
  } catch {
    return formatter(language, DATE_AND_TIME).format(time);
  }
}

/** The name of a weekday (0 Sunday .. 6 Saturday) in a language (2024-01-07 was a Sunday). */
export function weekdayName(day: number, language: string, style: 'short' | 'long' = 'short'): string {
  return formatter(language, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

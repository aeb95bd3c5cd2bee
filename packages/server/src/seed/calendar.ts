import { ONE_DAY_MS } from '@hotel/contract/constants';
import type { CountryCode } from './content/common.ts';

/** Days since 1970-01-01 of a `yyyy-MM-dd` date; throws on anything else. */
export function epochDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Expected a date as yyyy-MM-dd, got "${date}"`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    throw new Error(`Not a calendar date: "${date}"`);
  }
  return ms / ONE_DAY_MS;
}

export function isoDate(day: number): string {
  return new Date(day * ONE_DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(epochDay(date) + days);
}

/** Chinese New Year's Day, which moves the Spring Festival peak in China and Thailand. */
const LUNAR_NEW_YEAR: Record<number, string> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
};

interface SeasonRule {
  /** Inclusive month-day range `MM-dd`; a range may wrap over the new year. */
  from: string;
  to: string;
  percent: number;
}

/** Demand above (or below) the normal level, in percent, by country and season. */
const SEASONS: Record<CountryCode, SeasonRule[]> = {
  CN: [
    { from: '01-01', to: '01-03', percent: 10 },
    { from: '04-04', to: '04-06', percent: 10 },
    { from: '05-01', to: '05-05', percent: 30 },
    { from: '07-10', to: '08-31', percent: 10 },
    { from: '10-01', to: '10-07', percent: 45 },
    { from: '11-20', to: '12-15', percent: -5 },
    { from: '12-24', to: '12-31', percent: 10 },
  ],
  JP: [
    { from: '12-29', to: '01-03', percent: 25 },
    { from: '01-10', to: '02-28', percent: -10 },
    { from: '03-25', to: '04-10', percent: 40 },
    { from: '04-29', to: '05-05', percent: 30 },
    { from: '06-01', to: '06-30', percent: -10 },
    { from: '07-20', to: '08-31', percent: 10 },
    { from: '08-11', to: '08-16', percent: 25 },
    { from: '11-10', to: '11-30', percent: 30 },
  ],
  TH: [
    { from: '11-01', to: '02-28', percent: 15 },
    { from: '12-20', to: '01-05', percent: 40 },
    { from: '04-12', to: '04-16', percent: 30 },
    { from: '05-01', to: '09-30', percent: -10 },
  ],
};

/** Nights on which the saver rates are closed to arrival. */
const PEAK_ARRIVALS: Record<CountryCode, string[]> = {
  CN: ['10-01', '10-02', '12-31'],
  JP: ['12-31', '04-29', '05-03'],
  TH: ['12-31', '04-13'],
};

const inRange = (monthDay: string, rule: SeasonRule) =>
  rule.from <= rule.to ? monthDay >= rule.from && monthDay <= rule.to : monthDay >= rule.from || monthDay <= rule.to;

export interface SeedDay {
  country: CountryCode;
  night: string;
  /** Days since 1970-01-01: varies prices the same way whatever day the seed starts. */
  n: number;
  /** Days from the first seeded night. */
  off: number;
  /** Demand of the night: 100 is a normal weekday. */
  percent: number;
  /** A peak arrival night: saver rates are closed to arrival. */
  peak: boolean;
}

/** The nights of `days` days from `today` for each country, with their demand. */
export function seedCalendar(countries: CountryCode[], today: string, days: number): SeedDay[] {
  const start = epochDay(today);
  const rows: SeedDay[] = [];
  for (const country of countries) {
    for (let off = 0; off < days; off += 1) {
      const n = start + off;
      const night = isoDate(n);
      const monthDay = night.slice(5);
      const weekday = new Date(n * ONE_DAY_MS).getUTCDay();
      const matching = SEASONS[country].filter((rule) => inRange(monthDay, rule)).map((rule) => rule.percent);
      const lunar = LUNAR_NEW_YEAR[Number(night.slice(0, 4))];
      if (lunar && (country === 'CN' || country === 'TH')) {
        const fromNewYear = n - epochDay(lunar);
        if (fromNewYear >= -2 && fromNewYear <= 6) matching.push(country === 'CN' ? 15 : 20);
      }
      const season = matching.length > 0 ? Math.max(...matching) : 0;
      const week = weekday === 5 || weekday === 6 ? 15 : weekday === 0 ? -5 : 0;
      const peak =
        PEAK_ARRIVALS[country].includes(monthDay) ||
        (country === 'CN' && lunar !== undefined && n === epochDay(lunar) - 1);
      rows.push({ country, night, n, off, percent: 100 + season + week, peak });
    }
  }
  return rows;
}

/** The slideshow's pace when the address gives none that makes sense. */
export const DEFAULT_DELAY_SECONDS = 5;
const MIN_SECONDS = 1;
const MAX_SECONDS = 60;

/**
 * The seconds between pictures from the `:delay` of /gallery/:dir/:delay: a number of seconds
 * (1-60); a value of 1000 or more is read as milliseconds (as some links write it).
 */
export function delaySeconds(raw: string | undefined): number {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value <= 0) return DEFAULT_DELAY_SECONDS;
  const seconds = value >= 1000 ? value / 1000 : value;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, seconds));
}

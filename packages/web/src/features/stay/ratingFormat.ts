import type { Language } from '@hotel/contract/languages';

/** A rating always with one decimal (4.0, 4.5), as review sites show them. */
export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

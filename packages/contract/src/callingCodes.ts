// The calling code a form starts with, apart from phone.ts: a booking form's first render needs it, not
// libphonenumber's metadata (about 120 KB of script to evaluate), which phone.ts loads.

/** The country calling code of the people who read each language of the site (English: none in particular). */
const LANGUAGE_CALLING_CODES: Record<string, string> = {
  'zh-CN': '86',
  'zh-TW': '886',
  ja: '81',
  'ko-KR': '82',
  'th-TH': '66',
};

/** The calling code of a hotel's country, told by its time zone. */
const ZONE_CALLING_CODES: Record<string, string> = {
  'Asia/Shanghai': '86',
  'Asia/Tokyo': '81',
  'Asia/Bangkok': '66',
  'Asia/Seoul': '82',
  'Asia/Taipei': '886',
  'Asia/Hong_Kong': '852',
  'Asia/Singapore': '65',
};

/**
 * The calling code a booking form starts with: the country of the site's language (a Japanese page
 * starts with +81), or for English the hotel's country, else the configured default.
 */
export function defaultCallingCode(language: string, hotelTimeZone: string | undefined, fallback: string): string {
  return (
    LANGUAGE_CALLING_CODES[language] ?? (hotelTimeZone ? ZONE_CALLING_CODES[hotelTimeZone] : undefined) ?? fallback
  );
}

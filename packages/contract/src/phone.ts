import { type CountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * A phone number in E.164 (`+8613800138000`), from what a person types: with a `+` or `00` prefix it is
 * read as international; otherwise as a national number of `callingCode`. Null when it cannot be a number.
 */
export function toE164(input: string, callingCode?: string): string | null {
  const trimmed = input.trim().replace(/^00/, '+');
  const parsed = trimmed.startsWith('+')
    ? parsePhoneNumberFromString(trimmed)
    : callingCode
      ? parsePhoneNumberFromString(trimmed, { defaultCallingCode: digitsOf(callingCode) as CountryCallingCode })
      : undefined;
  return parsed?.number ?? null;
}

/** A booker's mobile as stored ('areaCode number', e.g. '86 13800138000') in E.164, or null. */
export function bookerMobileE164(stored: string): string | null {
  const [areaCode, ...rest] = stored.trim().split(/\s+/);
  if (!areaCode || rest.length === 0) return null;
  return toE164(rest.join(''), areaCode);
}

/**
 * Whether `given` is the whole of the stored booker mobile, written with or without its country code
 * (`+86 138 0013 8000`, `86 13800138000`, `13800138000`, `0086...`). A part of the number never matches.
 */
export function isSameBookerMobile(stored: string, given: string): boolean {
  const [areaCode = '', ...rest] = stored.trim().split(/\s+/);
  const national = digitsOf(rest.join(''));
  const full = bookerMobileE164(stored);
  const candidates = [toE164(given, areaCode), toE164(`+${digitsOf(given)}`)];
  if (full && candidates.includes(full)) return true;
  // Numbers libphonenumber does not know (test ranges): the exact digits, with or without the area code.
  const typed = digitsOf(given);
  return typed.length > 0 && (typed === national || typed === digitsOf(areaCode) + national);
}

import {
  type CountryCallingCode,
  getCountries,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** libphonenumber throws on some input (an unknown calling code): that is simply no number. */
function parse(text: string, callingCode?: string): PhoneNumber | undefined {
  try {
    return callingCode
      ? parsePhoneNumberFromString(text, { defaultCallingCode: callingCode as CountryCallingCode })
      : parsePhoneNumberFromString(text);
  } catch {
    return undefined;
  }
}

let knownCallingCodes: Set<string> | undefined;

/** A calling code as typed ('+86', '086', '0086') reduced to its digits ('86'), or null when no country has it. */
export function callingCodeOf(areaCode: string): string | null {
  const code = digitsOf(areaCode).replace(/^0+/, '');
  knownCallingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return knownCallingCodes.has(code) ? code : null;
}

/**
 * A booker's mobile in one spelling ('86 13800138000'), whatever way it was typed ('086 …', '+86 …',
 * '0086 …', a national trunk 0): so the same phone is the same booker everywhere. Null when its calling
 * code belongs to no country.
 */
export function canonicalBookerMobile(mobile: string): string | null {
  const [areaCode = '', ...rest] = mobile.trim().split(/\s+/);
  const code = callingCodeOf(areaCode);
  if (!code) return null;
  const parsed = parse(rest.join(''), code);
  return parsed ? `${parsed.countryCallingCode} ${parsed.nationalNumber}` : `${code} ${digitsOf(rest.join(''))}`;
}

/**
 * A phone number in E.164 (`+8613800138000`), from what a person types: with a `+` or `00` prefix it is
 * read as international; otherwise as a national number of `callingCode`. Null when it cannot be a number.
 */
export function toE164(input: string, callingCode?: string): string | null {
  const trimmed = input.trim().replace(/^00/, '+');
  const code = callingCode === undefined ? null : callingCodeOf(callingCode);
  const parsed = trimmed.startsWith('+') ? parse(trimmed) : code ? parse(trimmed, code) : undefined;
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
  const typed = digitsOf(given).replace(/^00/, '');
  const code = callingCodeOf(areaCode) ?? digitsOf(areaCode);
  return typed.length > 0 && (typed === national || typed === code + national || typed === `0${code}${national}`);
}

import { FAMILY_NAME_FIRST_LANGUAGES } from './languages.ts';

/**
 * Member name and profile rules without zod, so the web's header (in the entry chunk) can use them.
 * Re-exported by schemas/member.ts.
 */

/** The profile fields a booking needs (spec section 5: members complete their profile before booking). */
export function isProfileComplete(profile: {
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  mobileCountryNumber?: string | null;
}): boolean {
  return Boolean(
    profile.title?.trim() &&
      profile.firstName?.trim() &&
      profile.lastName?.trim() &&
      profile.email?.trim() &&
      profile.phone?.trim() &&
      profile.mobileCountryNumber?.trim(),
  );
}

/** Hides a first name but its first character: Mei -> M**, 美玲 -> 美*. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/**
 * The name shown for a member (spec section 3): in Chinese locales last name then first name, otherwise
 * first then last; the first name masked on sites that ask for it; else the nickname; else null, for
 * the generic "My Account" label.
 */
export function memberDisplayName(
  member: { firstName?: string | null; lastName?: string | null; nickName?: string | null },
  options: { language: string; maskFirstName?: boolean },
): string | null {
  const rawFirst = member.firstName?.trim() ?? '';
  const first = rawFirst && options.maskFirstName ? maskName(rawFirst) : rawFirst;
  const name = personName({ firstName: first, lastName: member.lastName }, options.language);
  if (name) return name;
  const nick = member.nickName?.trim();
  return nick ? nick : null;
}

/**
 * A person's name in the order the language writes names (spec section 3), for members, frequent
 * contacts and bookers alike: in Chinese locales the last name first (written together when either
 * part is in Chinese characters), otherwise the first name first. Empty when both parts are.
 */
export function personName(person: { firstName?: string | null; lastName?: string | null }, language: string): string {
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  if ((FAMILY_NAME_FIRST_LANGUAGES as readonly string[]).includes(language)) {
    const latin = /^[\p{Script=Latin}\s'.*-]*$/u;
    return latin.test(last) && latin.test(first) ? [last, first].filter(Boolean).join(' ') : `${last}${first}`;
  }
  return [first, last].filter(Boolean).join(' ');
}

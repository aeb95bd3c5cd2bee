import { LANGUAGES } from '@hotel/contract/languages';
import { flatten } from '@hotel/i18n/catalog';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/** The six booking.json files, by language. */
const files = import.meta.glob<string>('../../../../i18n/locales/*/booking.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const flat = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [
    path.split('/').at(-2) as string,
    flatten({ booking: JSON.parse(text) }),
  ]),
) as Record<string, Record<string, string>>;
const english = flat['en-US'] ?? {};

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

function argumentsOf(elements: Element[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type >= 1 && element.type <= 6 && typeof element.value === 'string') names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
  }
  return names;
}

/** Keys built from a value at run time: every value they can take. */
const DYNAMIC: Record<string, readonly string[]> = {
  'booking.addons.unit.': ['perStay', 'perNight', 'perPerson', 'perPersonPerNight'],
  'booking.agreements.': ['bookingPolicy', 'privacyTerms', 'bookingConditions'],
  'booking.perks.source.': ['welcome', 'activity', 'reward', 'gift'],
  'booking.policy.guarantee.': ['1', '2', '3', '4', '5'],
  'booking.onlinePaid.reason.': ['cancelled', 'other', 'priceLowered', 'staffRefund'],
  'booking.onlinePaid.status.': ['refundDue', 'refunded', 'refundFailed'],
  'booking.refund.timing.': ['wallet', 'card'],
  'booking.waiting.': ['completed', 'failed', 'incomplete'],
};

describe('booking.json catalogues', () => {
  it('exist for the six languages with the same keys and the same placeholders', () => {
    expect(Object.keys(flat).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const own = flat[lang] ?? {};
      expect(Object.keys(own).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(own)) {
        const ast = new IntlMessageFormat(message, lang).getAst() as Element[];
        const reference = new IntlMessageFormat(english[key] ?? '', 'en-US').getAst() as Element[];
        expect([...argumentsOf(ast)].sort(), `${lang} ${key}`).toEqual([...argumentsOf(reference)].sort());
      }
    }
  });

  it('has the sandbox payment page texts the server reads', () => {
    for (const key of ['title', 'reference', 'pay', 'decline', 'abandon', 'alreadySettled']) {
      expect(english[`booking.sandbox.${key}`], key).toBeTypeOf('string');
    }
  });

  it('has every booking key the code uses', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/['"`](booking\.[A-Za-z0-9_.]+)(['"`]|\$\{)/g)) {
        const key = match[1] as string;
        if (match[2] === '${') {
          const values = DYNAMIC[key];
          expect(values, `dynamic key ${key}`).toBeDefined();
          for (const value of values ?? []) used.add(`${key}${value}`);
        } else used.add(key);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => english[key] === undefined)).toEqual([]);
  });
});

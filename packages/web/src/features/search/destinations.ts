import type { City, HotelSummary } from '@hotel/contract/schemas/hotel';

/** A choice of the destination combobox: a city or a hotel. */
export interface DestinationOption {
  kind: 'city' | 'hotel';
  code: string;
  /** The name in the display language. */
  label: string;
  /** A second line: the country of a city, the city of a hotel. */
  detail: string;
  /** Normalised texts it answers to: its names in every loaded language and its code. */
  names: string[];
  /** Texts it answers to less strongly (the city names of a hotel). */
  context: string[];
}

/** The cities and hotels of one language, as the API lists them. */
export interface DestinationSource {
  cities: readonly City[];
  hotels: readonly Pick<HotelSummary, 'hotelCode' | 'name' | 'cityCode' | 'cityName'>[];
}

/**
 * Lower case, full-width folded (NFKC), Latin accents dropped (é -> e) and spaces collapsed, so
 * "  KYŌTO" finds "Kyoto". Only the combining accents of Latin scripts are dropped: Thai vowel signs and
 * Japanese voicing marks are letters of their own.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Builds the options from the display language's lists (labels) and any other languages' lists
 * (extra names to match), so a guest may type a destination in any of the six languages.
 */
export function buildDestinations(
  current: DestinationSource,
  others: readonly DestinationSource[] = [],
  options: { includeCities?: boolean } = {},
): DestinationOption[] {
  const all = [current, ...others];
  const cityNames = new Map<string, Set<string>>();
  const hotelNames = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, code: string, name: string) => {
    const normalized = normalizeText(name);
    if (!normalized) return;
    const names = map.get(code) ?? new Set<string>();
    names.add(normalized);
    map.set(code, names);
  };
  for (const source of all) {
    for (const city of source.cities) add(cityNames, city.cityCode, city.name);
    for (const hotel of source.hotels) {
      add(hotelNames, hotel.hotelCode, hotel.name);
      add(cityNames, hotel.cityCode, hotel.cityName);
    }
  }
  const cities: DestinationOption[] =
    options.includeCities === false
      ? []
      : current.cities.map((city) => ({
          kind: 'city',
          code: city.cityCode,
          label: city.name,
          detail: city.countryName,
          names: [...(cityNames.get(city.cityCode) ?? []), normalizeText(city.cityCode)],
          context: [normalizeText(city.countryName)],
        }));
  const hotels: DestinationOption[] = current.hotels.map((hotel) => ({
    kind: 'hotel',
    code: hotel.hotelCode,
    label: hotel.name,
    detail: hotel.cityName,
    names: [...(hotelNames.get(hotel.hotelCode) ?? []), normalizeText(hotel.hotelCode)],
    context: [...(cityNames.get(hotel.cityCode) ?? [])],
  }));
  return [...cities, ...hotels];
}

/** 0 an exact name, 1 a name starting with the text, 2 a word starting with it, 3 inside a name, 4 by city or country. */
function rank(option: DestinationOption, query: string): number | null {
  let best: number | null = null;
  const better = (value: number) => {
    if (best === null || value < best) best = value;
  };
  for (const name of option.names) {
    if (name === query) better(0);
    else if (name.startsWith(query)) better(1);
    else if (name.split(/[\s\-,./()（）]+/).some((word) => word.startsWith(query))) better(2);
    else if (name.includes(query)) better(3);
  }
  if (best === null && option.context.some((name) => name.includes(query))) better(4);
  return best;
}

/**
 * The options matching what the guest typed, best first (cities before hotels at equal strength);
 * all options, in their order, for an empty text.
 */
export function filterDestinations(options: readonly DestinationOption[], text: string): DestinationOption[] {
  const query = normalizeText(text);
  if (!query) return [...options];
  return options
    .map((option, index) => ({ option, index, rank: rank(option, query) }))
    .filter((entry): entry is { option: DestinationOption; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/** The option whose name (in any language) or code is exactly the text, if exactly one kind-and-code is. */
export function exactDestination(options: readonly DestinationOption[], text: string): DestinationOption | undefined {
  const query = normalizeText(text);
  if (!query) return undefined;
  const matches = options.filter((option) => option.names.includes(query));
  return matches.length === 1 ? matches[0] : undefined;
}

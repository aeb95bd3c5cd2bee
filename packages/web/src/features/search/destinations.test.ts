import type { City } from '@hotel/contract/schemas/hotel';
import { describe, expect, it } from 'vitest';
import {
  buildDestinations,
  type DestinationSource,
  exactDestination,
  filterDestinations,
  normalizeText,
} from './destinations.ts';

const city = (cityCode: string, name: string, countryName: string): City => ({
  cityCode,
  name,
  countryCode: 'XX',
  countryName,
  hotelCount: 1,
});

const english: DestinationSource = {
  cities: [city('TYO', 'Tokyo', 'Japan'), city('UKY', 'Kyoto', 'Japan'), city('BKK', 'Bangkok', 'Thailand')],
  hotels: [
    { hotelCode: 'TYO001', name: 'Aurora Grand Tokyo Marunouchi', cityCode: 'TYO', cityName: 'Tokyo' },
    { hotelCode: 'UKY001', name: 'Aurora Kyoto Garden', cityCode: 'UKY', cityName: 'Kyoto' },
    { hotelCode: 'BKK002', name: 'Lumen by Aurora Bangkok Sukhumvit', cityCode: 'BKK', cityName: 'Bangkok' },
  ],
};
const japanese: DestinationSource = {
  cities: [city('TYO', '東京', '日本'), city('UKY', '京都', '日本'), city('BKK', 'バンコク', 'タイ')],
  hotels: [
    { hotelCode: 'TYO001', name: 'オーロラ グランド 東京 丸の内', cityCode: 'TYO', cityName: '東京' },
    { hotelCode: 'UKY001', name: 'オーロラ京都ガーデン', cityCode: 'UKY', cityName: '京都' },
    {
      hotelCode: 'BKK002',
      name: 'ルーメン バイ オーロラ バンコク スクンビット',
      cityCode: 'BKK',
      cityName: 'バンコク',
    },
  ],
};
const thai: DestinationSource = {
  cities: [city('BKK', 'กรุงเทพฯ', 'ไทย')],
  hotels: [{ hotelCode: 'BKK002', name: 'ลูเมน บาย ออโรรา กรุงเทพฯ สุขุมวิท', cityCode: 'BKK', cityName: 'กรุงเทพฯ' }],
};

const labels = (text: string, sources: DestinationSource[] = [japanese, thai]) =>
  filterDestinations(buildDestinations(english, sources), text).map((option) => `${option.kind}:${option.code}`);

describe('destination combobox filtering', () => {
  it('lists every city, then every hotel, for an empty text', () => {
    expect(labels('')).toEqual(['city:TYO', 'city:UKY', 'city:BKK', 'hotel:TYO001', 'hotel:UKY001', 'hotel:BKK002']);
  });

  it('matches the display language, case and accents aside, best matches first', () => {
    expect(labels('kyo')).toEqual(['city:UKY', 'hotel:UKY001', 'city:TYO', 'hotel:TYO001']);
    expect(labels('KYŌTO')).toEqual(['city:UKY', 'hotel:UKY001']);
    expect(labels('garden')).toEqual(['hotel:UKY001']);
  });

  it('matches names typed in another language, and codes', () => {
    expect(labels('東京')).toEqual(['city:TYO', 'hotel:TYO001']);
    expect(labels('กรุงเทพ')).toEqual(['city:BKK', 'hotel:BKK002']);
    expect(labels('ｂａｎｇｋｏｋ')).toEqual(['city:BKK', 'hotel:BKK002']);
    expect(labels('uky001')).toEqual(['hotel:UKY001']);
  });

  it('finds the hotels of a city typed by its name, after the city itself', () => {
    expect(labels('bangkok', [])).toEqual(['city:BKK', 'hotel:BKK002']);
    expect(labels('japan', [])).toEqual(['city:TYO', 'city:UKY']);
  });

  it('labels options in the display language whatever language matched', () => {
    const [first] = filterDestinations(buildDestinations(english, [japanese]), '京都');
    expect(first).toMatchObject({ kind: 'city', code: 'UKY', label: 'Kyoto', detail: 'Japan' });
  });

  it('finds nothing for an unknown text', () => {
    expect(labels('paris')).toEqual([]);
  });

  it('can leave cities out (sites that do not filter by city)', () => {
    const options = buildDestinations(english, [], { includeCities: false });
    expect(filterDestinations(options, 'kyoto').map((option) => option.code)).toEqual(['UKY001']);
  });

  it('picks the one option whose name is exactly the text', () => {
    const options = buildDestinations(english, [japanese]);
    expect(exactDestination(options, ' tokyo ')?.code).toBe('TYO');
    expect(exactDestination(options, '京都')?.code).toBe('UKY');
    expect(exactDestination(options, 'Aurora')).toBeUndefined();
  });

  it('normalises width, case, accents and spaces but keeps Thai and kana marks', () => {
    expect(normalizeText('  Ｈôtel   DE  Ville ')).toBe('hotel de ville');
    expect(normalizeText('กรุงเทพฯ')).toBe('กรุงเทพฯ');
    expect(normalizeText('ガーデン')).toBe('ガーデン');
  });
});

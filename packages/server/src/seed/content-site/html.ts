import { LANGUAGES, type Language } from '@hotel/contract/languages';
import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { DEMO_HOTELS } from '../content/hotels.ts';
import { hotelPicture, hotelPictureUrl, roomPictures } from '../content/media.ts';
import { ROOM_KINDS, type RoomKind } from '../content/rooms.ts';

/**
 * Small builders for the demo site content. Rich text is written in the form the server's sanitiser
 * gives back (self-closed `<img />` with `loading="lazy"`, escaped text), so saving or serving it
 * changes nothing.
 */

/** One text per language; the keys are checked to be exactly the six languages. */
export type PerLanguage<T> = Record<Language, T>;

/** Text between tags, escaped as the sanitiser writes it (quotes stay as they are). */
export function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An attribute value inside double quotes. */
export const escapeAttr = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** A paragraph of rich text; the text is written as HTML (it may hold links and emphasis). */
export const p = (html: string) => `<p>${html}</p>`;
export const h2 = (text: string) => `<h2>${escapeText(text)}</h2>`;
export const h3 = (text: string) => `<h3>${escapeText(text)}</h3>`;
export const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const a = (href: string, text: string) => `<a href="${escapeAttr(href)}">${escapeText(text)}</a>`;
export const strong = (text: string) => `<strong>${escapeText(text)}</strong>`;

/** A picture in rich text, with its alt text in `lang`. */
export const figure = (picture: StoredPicture, lang: Language) =>
  `<figure><img src="${escapeAttr(picture.url)}" alt="${escapeAttr(picture.alt[lang])}" width="${picture.width}" height="${picture.height}" loading="lazy" /></figure>`;

/** Rich text in every language from one list of blocks per language. */
export function rich(blocks: PerLanguage<string[]>): LocalizedText {
  return byLanguage((lang) => blocks[lang].join(''));
}

/**
 * An article or page body: paragraphs per language (wrapped in `<p>`), with `picture` placed after
 * the paragraph at index `after`.
 */
export function story(paragraphs: PerLanguage<string[]>, picture: StoredPicture, after: number): LocalizedText {
  return byLanguage((lang) => {
    const blocks = paragraphs[lang].map(p);
    blocks.splice(after + 1, 0, figure(picture, lang));
    return blocks.join('');
  });
}

export function byLanguage(build: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as LocalizedText;
}

/** The same text in every language: only for fields meant to be empty. */
export const everyLanguage = (text: string) => byLanguage(() => text);

export function hotelName(hotelCode: string): LocalizedText {
  const hotel = DEMO_HOTELS.find((candidate) => candidate.hotelCode === hotelCode);
  if (!hotel) throw new Error(`Unknown demo hotel ${hotelCode}`);
  return hotel.name;
}

/** The `n`th (1-based) shipped picture of a demo hotel, with the alt text the hotel pages use. */
export function hotelPic(hotelCode: string, n: number): StoredPicture {
  const hotel = DEMO_HOTELS.find((candidate) => candidate.hotelCode === hotelCode);
  const scene = hotel?.scenes[n - 1];
  if (!hotel || !scene) throw new Error(`No picture ${n} for hotel ${hotelCode}`);
  return hotelPicture(hotelPictureUrl(hotelCode, n - 1), scene, hotel.name);
}

/** The `n`th (1-based) shipped picture of a room kind, by its file stem (`deluxe-view`). */
export function roomPic(slug: string, n: number): StoredPicture {
  const kind = (Object.values(ROOM_KINDS) as RoomKind[]).find((candidate) => candidate.slug === slug);
  const picture = kind ? roomPictures(kind)[n - 1] : undefined;
  if (!picture) throw new Error(`No picture ${n} for room ${slug}`);
  return picture;
}

/** A picture with its own alt text (the file must be one of the shipped ones). */
export const withAlt = (picture: StoredPicture, alt: LocalizedText): StoredPicture => ({ ...picture, alt });

import type { Language } from '@hotel/contract/languages';
import { jsonb } from 'drizzle-orm/pg-core';

/** A text in all six languages. */
export type LocalizedText = Record<Language, string>;
export interface StoredPicture {
  url: string;
  alt: LocalizedText;
  width: number;
  height: number;
}

export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
export const pictures = (name: string) => jsonb(name).$type<StoredPicture[]>().notNull().default([]);

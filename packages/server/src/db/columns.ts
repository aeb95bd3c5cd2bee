import type { Language } from '@hotel/contract/languages';
import { bigint, bigserial, jsonb, timestamp } from 'drizzle-orm/pg-core';

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

/** Money in integer minor units (fen, cents, yen). */
export const money = (name: string) => bigint(name, { mode: 'number' });
/** A moment in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A generated row id. */
export const serialId = (name = 'id') => bigserial(name, { mode: 'number' }).primaryKey();

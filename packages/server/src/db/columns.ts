import type { HistoryReason } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { bigint, bigserial, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * One line of an order's history (room and goods orders alike): from which status to which, who, and
 * why as a code of the contract (translated when shown) with an optional note shown as written.
 */
export const historyColumns = () => ({
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actor: text('actor').notNull(),
  reasonCode: text('reason_code').$type<HistoryReason>().notNull(),
  note: text('note'),
  at: instant('at').notNull().defaultNow(),
});

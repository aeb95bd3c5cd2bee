import { V } from '@hotel/contract/validation';
import type { Db } from '../db/client.ts';
import { AppError, fieldError } from './errors.ts';
import { inTransaction } from './transactions.ts';

/** Database error codes of a failed statement (drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown })?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** Writes the audit row of a change inside its transaction. */
export type AuditWriter<T> = (tx: Db, before: T | null, after: T) => Promise<void>;

/**
 * Runs one change and its audit row in a transaction. A duplicate code is `codeInUse` (409); a
 * reference to something missing (foreign key) is a field error on `referenceField`.
 */
export async function saveAudited<T>(
  db: Db,
  work: (tx: Db) => Promise<{ before: T | null; after: T }>,
  audit: AuditWriter<T>,
  referenceField = 'hotelCode',
): Promise<T> {
  try {
    return await inTransaction(db, async (tx) => {
      const { before, after } = await work(tx);
      await audit(tx, before, after);
      return after;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === '23505') throw new AppError('codeInUse');
    if (code === '23503') throw fieldError(referenceField, V.invalid);
    if (code === '23514') throw new AppError('validationError', { fields: [{ field: '', message: V.invalid }] });
    throw error;
  }
}

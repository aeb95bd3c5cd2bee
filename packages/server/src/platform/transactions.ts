import type { Db } from '../db/client.ts';

/**
 * A transaction: everything a `Db` offers, bound to one connection. Drizzle's own transaction type differs from the
 * database's only in its generics, so it is cast once here rather than at each call.
 */
export type Tx = Db;

/** Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((txn) => work(txn as unknown as Tx));
}

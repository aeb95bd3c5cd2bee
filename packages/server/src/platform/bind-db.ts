import type { Db } from '../db/client.ts';

/** A function whose first parameter is the database, without it. */
export type BoundToDb<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * The functions with the database given: what a module hands a router, which then needs no database of its own
 * (functions that must run in the caller's transaction keep their `tx` parameter and are not bound).
 */
export function bindDb<T extends Record<string, (db: Db, ...args: never[]) => unknown>>(
  db: Db,
  functions: T,
): { [K in keyof T]: BoundToDb<T[K]> } {
  const bound = Object.entries(functions).map(([name, run]) => [name, (...args: never[]) => run(db, ...args)]);
  return Object.fromEntries(bound) as { [K in keyof T]: BoundToDb<T[K]> };
}

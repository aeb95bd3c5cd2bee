import { HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { DeskPaymentMethod, FolioKind } from '@hotel/contract/schemas/admin-desk';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { lockOrder, noteOrder, type OrderRow } from './booking.repo.ts';
import { folioEntries } from './folio.schema.ts';

export type FolioRow = typeof folioEntries.$inferSelect;

/** Statuses whose folio takes charges and payments: booked and confirmed, in house, checked out. */
const OPEN = new Set<number>([OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed]);
/** Payment types whose price is paid at the hotel (a card guarantee only holds the room). */
const PAID_AT_HOTEL = new Set<number>([PaymentType.payAtHotel, PaymentType.creditCardGuarantee]);

export interface FolioAccount {
  transactionId: string;
  currency: string;
  dueFromBooking: number;
  charges: number;
  payments: number;
  balance: number;
  open: boolean;
  entries: FolioRow[];
}

function accountOf(order: OrderRow, entries: FolioRow[]): FolioAccount {
  const open = OPEN.has(order.status);
  const live = entries.filter((entry) => !entry.voidedAt);
  const sum = (kind: FolioKind) => live.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  const dueFromBooking = open && PAID_AT_HOTEL.has(order.paymentType) ? order.payAmount : 0;
  const charges = sum('charge');
  const payments = sum('payment');
  return {
    transactionId: order.transactionId,
    currency: order.currency,
    dueFromBooking,
    charges,
    payments,
    balance: dueFromBooking + charges - payments,
    open,
    entries,
  };
}

const entriesOf = (db: Db, transactionId: string) =>
  db.select().from(folioEntries).where(eq(folioEntries.transactionId, transactionId)).orderBy(asc(folioEntries.id));

/** The stay's account at the desk. */
export async function folioOf(db: Db, order: OrderRow): Promise<FolioAccount> {
  return accountOf(order, await entriesOf(db, order.transactionId));
}

export interface FolioPosting {
  kind: FolioKind;
  description: string;
  method: DeskPaymentMethod | null;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

type AuditWrite = (tx: Db, before: FolioAccount, after: FolioAccount, entry: FolioRow) => Promise<void>;

/** The order locked for this change, its folio read under the lock: two desks never both take the last of a balance. */
async function lockedAccount(tx: Db, transactionId: string) {
  const order = await lockOrder(tx, transactionId);
  if (!order) throw new AppError('reservationNotFound');
  const account = accountOf(order, await entriesOf(tx, transactionId));
  return { order, account };
}

/**
 * Adds a charge or a payment to the stay's folio with its history line and audit row, in one
 * transaction. Refused: a folio that is not open, another currency than the order's, a payment above
 * the balance.
 */
export async function postToFolio(
  db: Db,
  transactionId: string,
  posting: FolioPosting,
  staff: { staffId: string; actor: string; now: Date },
  audit: AuditWrite,
): Promise<FolioAccount> {
  return inTransaction(db, async (tx) => {
    const { order, account } = await lockedAccount(tx, transactionId);
    if (!account.open) throw new AppError('folioClosed', { status: order.status });
    if (posting.currency !== order.currency)
      throw new AppError('folioCurrencyMismatch', null, { currency: order.currency });
    if (posting.kind === 'payment' && posting.amount > account.balance)
      throw new AppError('paymentAboveBalance', {
        field: 'amount',
        balance: account.balance,
        currency: order.currency,
      });
    const [entry] = await tx
      .insert(folioEntries)
      .values({ transactionId, ...posting, staffId: staff.staffId, createdAt: staff.now })
      .returning();
    const code = posting.kind === 'payment' ? HistoryReason.deskPayment : HistoryReason.deskCharge;
    await noteOrder(tx, order, staff.actor, { code, note: posting.description || posting.method });
    const after = accountOf(order, [...account.entries, entry!]);
    await audit(tx, account, after, entry!);
    return after;
  });
}

/**
 * Voids one live entry (who and when kept). Voiding a charge that payments already cover would leave
 * the guest in credit: refused, the payment is voided first.
 */
export async function voidFolioEntry(
  db: Db,
  transactionId: string,
  entryId: number,
  staff: { staffId: string; actor: string; now: Date },
  audit: AuditWrite,
): Promise<FolioAccount> {
  return inTransaction(db, async (tx) => {
    const { order, account } = await lockedAccount(tx, transactionId);
    const target = account.entries.find((entry) => entry.id === entryId && !entry.voidedAt);
    if (!target) throw new AppError('folioEntryNotFound');
    if (!account.open) throw new AppError('folioClosed', { status: order.status });
    if (target.kind === 'charge' && account.balance - target.amount < 0)
      throw new AppError('paymentAboveBalance', {
        field: 'entryId',
        balance: account.balance,
        currency: order.currency,
      });
    const [voided] = await tx
      .update(folioEntries)
      .set({ voidedAt: staff.now, voidedBy: staff.staffId })
      .where(and(eq(folioEntries.id, entryId), isNull(folioEntries.voidedAt)))
      .returning();
    await noteOrder(tx, order, staff.actor, { code: HistoryReason.deskVoid, note: target.description });
    const after = accountOf(
      order,
      account.entries.map((entry) => (entry.id === entryId ? voided! : entry)),
    );
    await audit(tx, account, after, voided!);
    return after;
  });
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentNotifications, payments } from '../../db/schema/booking.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
  return row;
}

export async function paymentsOf(db: Db, transactionId: string) {
  return db.select().from(payments).where(eq(payments.transactionId, transactionId)).orderBy(desc(payments.createdAt));
}

/** Records a notification id; false when it was seen before (a replay). */
export async function recordNotification(tx: Db, notificationId: string, paymentId: string, outcome: string) {
  const inserted = await tx
    .insert(paymentNotifications)
    .values({ notificationId, paymentId, outcome })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.notificationId });
  return inserted.length === 1;
}

/** Settles a pending payment; false when it was already settled. */
export async function settlePayment(tx: Db, paymentId: string, status: string, providerReference: string) {
  const updated = await tx
    .update(payments)
    .set({ status, providerReference, settledAt: new Date() })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.paymentId });
  return updated.length === 1;
}

export async function markPayment(tx: Db, paymentId: string, status: string) {
  await tx.update(payments).set({ status }).where(eq(payments.paymentId, paymentId));
}

import { OrderStatus } from '@hotel/contract/enums';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './booking.schema.ts';
import type { CancellationService } from './cancellation.ts';

/** The job that closes unpaid orders past their payment deadline and gives their rooms back. */
export async function closeExpiredOrders(db: Db, cancellation: CancellationService, now: Date, batch = 100) {
  const due = await db
    .select({ transactionId: orders.transactionId })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.waitingForPayment), lte(orders.paymentDeadline, now)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(batch);
  let closed = 0;
  for (const { transactionId } of due) if (await cancellation.closeIfExpired(transactionId)) closed++;
  return closed;
}

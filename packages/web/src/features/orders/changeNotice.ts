import { OrderStatus } from '@hotel/contract/enums';
import type { OrderDetail } from '@hotel/contract/schemas/order';

type ChangeState = Pick<OrderDetail, 'status' | 'pendingChange' | 'lastChange'>;

/**
 * Back from paying change `returned` (`?change=`), the payment's outcome is not in yet: the change still
 * waits for its money, so the page asks again.
 */
export function awaitsChangePayment(order: ChangeState, returned: string | null): boolean {
  return Boolean(returned && order.pendingChange?.changeId === returned);
}

/**
 * The page may say "the booking was changed" to the guest back from paying change `returned`: that change
 * was applied and nothing happened to the booking since (a change applies to a reserved booking only; one
 * cancelled, in house or over is news of its own).
 */
export function paidChangeApplied(order: ChangeState, returned: string | null): boolean {
  return Boolean(
    returned &&
      order.lastChange?.changeId === returned &&
      order.lastChange.status === 'applied' &&
      order.status === OrderStatus.reserved,
  );
}

/** The changed notice, whichever way the change came (paid on the provider's page or applied at once). */
export function showsChangedNotice(order: ChangeState, changedHere: boolean, returned: string | null): boolean {
  return (changedHere && order.status === OrderStatus.reserved) || paidChangeApplied(order, returned);
}

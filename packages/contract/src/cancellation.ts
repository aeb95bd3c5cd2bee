import { CancellationFlag } from './enums.ts';

export interface CancellationPolicy {
  cancellationFlag: CancellationFlag;
  /** ISO instant until which a limited-time rate cancels free; null otherwise. */
  cancellationDeadline: string | null;
}

/**
 * The policy in force at `now`: a limited-time rate whose free-cancellation deadline has passed can no
 * longer be cancelled, so it is shown, quoted and stored as non-cancellable.
 */
export function policyInForce(policy: CancellationPolicy, now: Date): CancellationPolicy {
  const { cancellationFlag, cancellationDeadline } = policy;
  if (cancellationFlag !== CancellationFlag.limitedTime) return { cancellationFlag, cancellationDeadline: null };
  if (cancellationDeadline === null || Date.parse(cancellationDeadline) <= now.getTime()) {
    return { cancellationFlag: CancellationFlag.nonCancellable, cancellationDeadline: null };
  }
  return policy;
}

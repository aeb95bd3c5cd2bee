import { type HistoryEntry, OnlineChannel } from '@hotel/contract/enums';
import type { ErrorCodeName } from '@hotel/contract/errors';
import type { Language } from '@hotel/contract/languages';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentTerms } from './binding.ts';
import type { PaymentRow } from './payments.repo.ts';

/** An order as its module shows it to the payments pipeline. */
export interface PayableOrder extends PaymentTerms {
  /** The order's status code (written in its history when a payment is refused). */
  status: number;
  /** The order waits for a payment: a success confirms only such an order, and the pay page takes money only for it. */
  awaitingPayment: boolean;
  /** A payment confirmed the order (the waiting page says completed). */
  paid: boolean;
  paymentDeadline: Date | null;
  /** What the guest knows the order by: shown on the provider's page, sent as the payment's description. */
  reference: string;
  /** The hotel whose payment accounts take it (its own, else the site's); absent: the site's. */
  hotelCode?: string;
}

export interface PaymentRequest {
  channel: number;
  /** Who asks to pay (a goods order's member); the kind checks the order is theirs. */
  payer?: string;
  /** Phones get the providers' mobile pages, desktops their QR or desktop pages. */
  device?: 'phone' | 'desktop';
  /** The guest's address, which some providers ask for. */
  clientIp?: string;
}

/**
 * A kind of order paid through the pipeline ('room', 'goods'), registered by the module that owns those
 * orders; the pipeline never reads their tables. Functions taking `tx` run inside the payment's
 * transaction, after `lock` locked the order's row, so a change of the order and a payment never cross.
 */
export interface OrderKind {
  /** How this kind's payment ids start ('pay', 'gpay'). */
  paymentIdPrefix: string;
  /** The error of an unknown order (the waiting page's look-up). */
  notFound: ErrorCodeName;
  /** The order if this request may pay it now; otherwise throws the kind's error (unknown, wrong channel, closed, late). */
  payable(orderId: string, request: PaymentRequest, now: Date): Promise<PayableOrder>;
  find(orderId: string): Promise<PayableOrder | null>;
  lock(tx: Db, orderId: string): Promise<PayableOrder | null>;
  /** Where the guest's browser goes back to from the provider's page. */
  returnPath(orderId: string, lang: Language): string;
  /** A line in the order's history that changes no status (a refused payment, a refund's outcome). */
  note(tx: Db, orderId: string, order: PayableOrder, actor: string, reason: HistoryEntry): Promise<void>;
  /** A success that pays exactly what the order asks now: the order is confirmed (or fulfilled). */
  onPaid(tx: Db, payment: PaymentRow, actor: string, now: Date): Promise<void>;
  /** After the payment's transaction committed (a confirmation e-mail). */
  afterPaid?(orderId: string): Promise<void>;
  /**
   * The payment's money went back (status refunded) or the refund was given up for staff (refundFailed):
   * the order moves on, or `note` goes into its history.
   */
  onRefunded(tx: Db, payment: PaymentRow, reason: HistoryEntry, now: Date): Promise<void>;
  /**
   * Orders of other kinds whose payments paid into this one (a booking's applied changes): the order's money
   * is its own payments and theirs (`refundState`, `partRefund`, `refundAll`, `records`). Read in `db`
   * (the caller's transaction when there is one).
   */
  alsoPaidBy?(db: Db, orderId: string): Promise<{ kind: string; orderId: string }[]>;
  /** Ids of orders whose cancellation waits for its refund: a succeeded payment of one was left behind by a crash. */
  awaitingRefund(): SQLWrapper;
  /** Ids of orders whose cancellation's refund was given up: a refund older code forgot is theirs ('cancelled'). */
  refundGivenUp(): SQLWrapper;
}

const ONLINE_CHANNELS = new Set<number>(Object.values(OnlineChannel));

/** Refuses a channel no online provider takes (checked by each kind where its error order puts it). */
export function requireOnlineChannel(channel: number) {
  if (!ONLINE_CHANNELS.has(channel)) throw new AppError('paymentParameterError');
}

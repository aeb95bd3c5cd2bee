import type { HistoryEntry } from '@hotel/contract/enums';
import type { Db } from '../../db/client.ts';
import { goodsOrderHistory } from './mall.schema.ts';

export interface GoodsHistoryLine {
  orderId: string;
  from: number | null;
  to: number;
  actor: string;
  reason: HistoryEntry;
}

/** Writes one line of a goods order's history (its checkout, a status change or a note). */
export async function writeGoodsOrderHistory(tx: Db, line: GoodsHistoryLine) {
  await tx.insert(goodsOrderHistory).values({
    orderId: line.orderId,
    fromStatus: line.from,
    toStatus: line.to,
    actor: line.actor,
    reasonCode: line.reason.code,
    note: line.reason.note || null,
  });
}

import type { CalendarLastEdit } from '@hotel/contract/schemas/admin-inventory';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RecordedBulkEdit } from '../catalog/catalog.module.ts';
import { auditLog, staff } from './staff.schema.ts';

export const BULK_EDIT = 'inventory.bulkEdit';
export const UNDO_BULK_EDIT = 'inventory.undoBulkEdit';

/** The newest bulk edit of the hotel's calendar that no undo has taken back, with the values it found. */
export async function lastBulkEdit(
  db: Db,
  hotelCode: string,
): Promise<(CalendarLastEdit & { recorded: RecordedBulkEdit }) | null> {
  const [row] = await db
    .select({ entry: auditLog, staffName: staff.name })
    .from(auditLog)
    .innerJoin(staff, eq(staff.staffId, auditLog.staffId))
    .where(
      and(
        eq(auditLog.action, BULK_EDIT),
        eq(auditLog.hotelCode, hotelCode),
        sql`not exists (select 1 from audit_log as undo where undo.action = ${UNDO_BULK_EDIT} and undo.hotel_code = ${hotelCode} and undo.after ->> 'undoes' = audit_log.id::text)`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const recorded = row.entry.before as RecordedBulkEdit;
  return {
    auditId: row.entry.id,
    at: row.entry.at.toISOString(),
    staffName: row.staffName,
    edit: recorded.edit,
    recorded,
  };
}

/** The edit to undo, checked inside the undo's transaction: it must still be the hotel's last one. */
export async function bulkEditToUndo(tx: Db, hotelCode: string, auditId: number): Promise<RecordedBulkEdit> {
  const last = await lastBulkEdit(tx, hotelCode);
  if (!last) throw new AppError('nothingToUndo');
  if (last.auditId !== auditId) throw new AppError('undoNotLast');
  return last.recorded;
}

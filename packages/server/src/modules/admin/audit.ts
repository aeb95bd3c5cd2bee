import type { AuditEntry, AuditPage, AuditQuery } from '@hotel/contract/schemas/admin';
import { addDays } from '@hotel/contract/schemas/common';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staff as staffTable } from './staff.schema.ts';
import { hotelScopeOf, type StaffPrincipal } from './staff-access.ts';

export interface AuditRecord {
  staff: StaffPrincipal | { staff: { staffId: string } };
  action: string;
  entityType: string;
  entityId: string;
  hotelCode?: string | null;
  before: unknown;
  after: unknown;
}

/** JSON-safe copy (dates as ISO strings), so before/after store what the API showed. */
function snapshot(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/** Writes one audit row; call it with the transaction that makes the change, so both commit or neither. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: record.staff.staff.staffId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    hotelCode: record.hotelCode ?? null,
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}

/** The rows a staff member may read: their hotels' rows, and their own (a member's correction or their second factor belongs to no hotel). */
function scopeFilters(principal: StaffPrincipal): SQL[] {
  const scope = hotelScopeOf(principal);
  if (!scope) return [];
  return [or(inArray(auditLog.hotelCode, scope.length ? scope : ['']), eq(auditLog.staffId, principal.staff.staffId))!];
}

/** The actions found in the rows the staff member may read, for the log's filter. */
export async function listAuditActions(db: Db, principal: StaffPrincipal): Promise<string[]> {
  const filters = scopeFilters(principal);
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

/**
 * The audit log, newest first, filtered and paged. Hotel managers see only their hotels' rows and their own; the
 * `to` date is included.
 */
export async function listAudit(db: Db, principal: StaffPrincipal, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = scopeFilters(principal);
  if (query.staffId) filters.push(eq(auditLog.staffId, query.staffId));
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.hotelCode) filters.push(eq(auditLog.hotelCode, query.hotelCode));
  if (query.from) filters.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditLog.at, new Date(`${addDays(query.to, 1)}T00:00:00Z`)));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, staffName: staffTable.name, staffEmail: staffTable.email })
    .from(auditLog)
    .innerJoin(staffTable, eq(staffTable.staffId, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const list: AuditEntry[] = rows.map(({ entry, staffName, staffEmail }) => ({
    id: entry.id,
    staffId: entry.staffId,
    staffName,
    staffEmail,
    at: entry.at.toISOString(),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityName: null,
    hotelCode: entry.hotelCode,
    before: entry.before,
    after: entry.after,
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}

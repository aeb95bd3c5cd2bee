export { recordAudit } from './audit.ts';
export type { StaffAccess } from './staff-access.ts';
export { STAFF_AREAS } from './staff-access.ts';

/**
 * Staff access (issues 16, 17): who a clinic's staff member is and what their roles allow, checked
 * on the server for every /api/clinic route, and the audit log every staff action writes. Every
 * clinic-portal feature (clinic, returns, settings, staff, coupons, reports) builds on it.
 */
export { selectAudit, toAuditEvent, writeAudit, type AuditEntity, type AuditInput } from './audit.queries';
export { staffGuard, type StaffGuard } from './staff-guard';
export { auditRole, staffMe, type StaffIdentity } from './staff-identity';
export { confirmPasscode, passcodeStatus, requireRecentPasscode } from './passcode';

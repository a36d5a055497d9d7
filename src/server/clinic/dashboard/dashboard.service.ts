import type { Db } from '../../db/database';
import type { StaffIdentity } from '../../shared/staff-access';
import { dashboardCounts } from './dashboard.queries';

export { staffMe } from '../../shared/staff-access';

export const dashboard = (db: Db, staff: StaffIdentity) => dashboardCounts(db, staff.clinicId);

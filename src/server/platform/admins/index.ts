/** The platform's site administrators, added and removed from the command line (issue 25; scripts/platform.ts). */
export { addSiteAdmin, listSiteAdmins, removeSiteAdmin, COMMAND_LINE_ROLE, type AddAdminOutcome, type RemoveAdminOutcome } from './admins.service';

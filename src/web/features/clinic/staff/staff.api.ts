import { useQuery } from '@tanstack/react-query';
import {
  acceptInvitationResponseSchema,
  auditListSchema,
  invitationInfoSchema,
  staffListSchema,
  staffMemberSchema,
  type AcceptInvitationRequest,
  type StaffInviteRequest,
  type StaffRolesRequest,
} from '../../../../contracts/staff';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { currentLanguage } from '../../../i18n/runtime';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's staff calls (issue 17): staff, audit events, and the invitation page's. */
export const staffKeys = {
  staff: [CLINIC_QUERY_ROOT, 'staff'] as const,
  audit: (filters: Record<string, string>) => [CLINIC_QUERY_ROOT, 'audit', filters] as const,
};

export function useStaffList(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.staff,
    queryFn: ({ signal }) => apiGet('/api/clinic/staff', { schema: staffListSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

/** The clinic's audit events; the lines' subjects (a pet's product) are named in the page's language. */
export function useAudit(enabled: boolean, filters: Record<string, string>) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: staffKeys.audit({ ...filters, lang }),
    queryFn: ({ signal }) => apiGet('/api/clinic/audit', { query: { ...filters, lang }, schema: auditListSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

const member = { schema: staffMemberSchema, handleErrors: false } as const;
export const inviteStaff = (body: StaffInviteRequest) => apiPost('/api/clinic/staff/invitations', { ...member, body });
export const changeRoles = (id: number, body: StaffRolesRequest) => apiPut(`/api/clinic/staff/${id}/roles`, { ...member, body });
export const setEnabled = (id: number, enabled: boolean) => apiPost(`/api/clinic/staff/${id}/${enabled ? 'enable' : 'disable'}`, member);
/** A new invitation link for someone who has not set a password; the older links stop working. */
export const resendInvitation = (id: number) => apiPost(`/api/clinic/staff/${id}/invitation`, member);

export const invitationInfo = (token: string, signal?: AbortSignal) =>
  apiGet('/api/staff/invitation', { query: { token }, schema: invitationInfoSchema, handleErrors: false, auth: false, signal });
export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiPost('/api/staff/invitation/accept', { body, schema: acceptInvitationResponseSchema, handleErrors: false, auth: false });

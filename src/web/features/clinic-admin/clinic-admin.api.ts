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
} from '../../../contracts/staff';
import { storeSettingsSchema, type HolidayCreate, type StoreSettingsUpdate } from '../../../contracts/store-settings';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client';
import { CLINIC_QUERY_ROOT } from '../../ui/clinic/staff-me';

/** The clinic admin's calls (issue 17): store settings, staff, audit events, and the invitation page's. */
export const adminKeys = {
  settings: [CLINIC_QUERY_ROOT, 'settings'] as const,
  staff: [CLINIC_QUERY_ROOT, 'staff'] as const,
  audit: (filters: Record<string, string>) => [CLINIC_QUERY_ROOT, 'audit', filters] as const,
};

export function useSettings(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiGet('/api/clinic/settings', { schema: storeSettingsSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

const quiet = { schema: storeSettingsSchema, handleErrors: false } as const;
export const saveSettings = (body: StoreSettingsUpdate) => apiPut('/api/clinic/settings', { ...quiet, body });
export const addHoliday = (body: HolidayCreate) => apiPost('/api/clinic/settings/holidays', { ...quiet, body });
export const removeHoliday = (id: number) => apiDelete(`/api/clinic/settings/holidays/${id}`, quiet);
export const uploadLogo = (body: { contentType: string; dataBase64: string }) => apiPut('/api/clinic/settings/logo', { ...quiet, body });
export const removeLogo = () => apiDelete('/api/clinic/settings/logo', quiet);

export function useStaffList(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => apiGet('/api/clinic/staff', { schema: staffListSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useAudit(enabled: boolean, filters: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => apiGet('/api/clinic/audit', { query: filters, schema: auditListSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

const member = { schema: staffMemberSchema, handleErrors: false } as const;
export const inviteStaff = (body: StaffInviteRequest) => apiPost('/api/clinic/staff/invitations', { ...member, body });
export const changeRoles = (id: number, body: StaffRolesRequest) => apiPut(`/api/clinic/staff/${id}/roles`, { ...member, body });
export const setEnabled = (id: number, enabled: boolean) => apiPost(`/api/clinic/staff/${id}/${enabled ? 'enable' : 'disable'}`, member);

export const invitationInfo = (token: string, signal?: AbortSignal) =>
  apiGet('/api/staff/invitation', { query: { token }, schema: invitationInfoSchema, handleErrors: false, auth: false, signal });
export const acceptInvitation = (body: AcceptInvitationRequest) =>
  apiPost('/api/staff/invitation/accept', { body, schema: acceptInvitationResponseSchema, handleErrors: false, auth: false });

import { queryOptions } from '@tanstack/react-query';
import { passcodeStatusSchema, type PasscodeConfirm, type PasscodeStatus } from '../../../contracts/clinic-passcode';
import { apiGet, apiPost } from '../../api/client';
import { CLINIC_QUERY_ROOT } from './staff-me';

/** GET /api/clinic/passcode: until when this session's passcode holds (issue 28). */
export const passcodeStatusQuery = queryOptions({
  queryKey: [CLINIC_QUERY_ROOT, 'passcode'] as const,
  queryFn: ({ signal }) => apiGet('/api/clinic/passcode', { schema: passcodeStatusSchema, signal }),
  staleTime: 0,
});

/** POST /api/clinic/passcode: the password again. A wrong one is the caller's to say (400); the last wrong one signs out (401). */
export function confirmPasscode(body: PasscodeConfirm): Promise<PasscodeStatus> {
  return apiPost('/api/clinic/passcode', { body, schema: passcodeStatusSchema, ownStatuses: [400] });
}

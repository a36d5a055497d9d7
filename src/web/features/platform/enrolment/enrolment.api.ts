import { useQuery } from '@tanstack/react-query';
import {
  clinicApplicationResultSchema, ENROLMENT_KIND_SEGMENTS, enrolmentDecisionSchema, enrolmentPinListSchema, enrolmentPinSchema, enrolmentQueueSchema,
  type ClinicApplicationInput, type EnrolmentApproval, type EnrolmentKind, type EnrolmentPinRequest,
} from '../../../../contracts/platform-enrolment';
import { apiGet, apiPost } from '../../../api/client';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const enrolmentKeys = {
  queue: (status: string) => [PLATFORM_QUERY_ROOT, 'enrolment', status] as const,
  pins: [PLATFORM_QUERY_ROOT, 'enrolment-pins'] as const,
};

/** POST /api/enrol/apply: the page says what failed. */
export function submitApplication(body: ClinicApplicationInput) {
  return apiPost('/api/enrol/apply', { body, schema: clinicApplicationResultSchema, handleErrors: false });
}

/** GET /api/platform/enrolment?status= */
export function useEnrolmentQueue(status: string) {
  return useQuery({
    queryKey: enrolmentKeys.queue(status),
    queryFn: ({ signal }) => apiGet('/api/platform/enrolment', { query: { status }, schema: enrolmentQueueSchema, signal }),
    staleTime: 0,
  });
}

export function approveEnrolment(kind: EnrolmentKind, id: number, body: EnrolmentApproval) {
  return apiPost(`/api/platform/enrolment/${ENROLMENT_KIND_SEGMENTS[kind]}/${id}/approve`, { body, schema: enrolmentDecisionSchema, handleErrors: false });
}

export function refuseEnrolment(kind: EnrolmentKind, id: number, reason: string) {
  return apiPost(`/api/platform/enrolment/${ENROLMENT_KIND_SEGMENTS[kind]}/${id}/refuse`, { body: { reason }, schema: enrolmentDecisionSchema, handleErrors: false });
}

/** GET /api/platform/enrolment/pins */
export function useEnrolmentPins() {
  return useQuery({
    queryKey: enrolmentKeys.pins,
    queryFn: ({ signal }) => apiGet('/api/platform/enrolment/pins', { schema: enrolmentPinListSchema, signal }),
    staleTime: 0,
  });
}

export function createPin(body: EnrolmentPinRequest) {
  return apiPost('/api/platform/enrolment/pins', { body, schema: enrolmentPinSchema, handleErrors: false });
}

import { platformClinicClientListSchema, platformClinicListSchema } from '../../../../contracts/platform-clinics';
import { startPreviewResponseSchema, type PlatformPreviewRequest } from '../../../../contracts/store-preview';
import { apiGet, apiPost } from '../../../api/client';
import type { PreviewChoice } from '../../../ui/portal/StorePreviewForm';

/** The platform's preview calls (issue 26): any clinic, its clients, and starting the preview. */
export async function searchClinics(q: string): Promise<PreviewChoice[]> {
  const { clinics } = await apiGet('/api/platform/clinics', { query: q ? { q } : {}, schema: platformClinicListSchema, handleErrors: false });
  return clinics.map((c) => ({ id: c.id, label: c.name, detail: c.city }));
}

export async function searchClinicClients(clinicId: number, q: string): Promise<PreviewChoice[]> {
  const { clients } = await apiGet(`/api/platform/clinics/${clinicId}/clients`, {
    query: q ? { q } : {}, schema: platformClinicClientListSchema, handleErrors: false,
  });
  return clients.map((c) => ({ id: c.id, label: `${c.firstName} ${c.lastName}`.trim() || c.email, detail: c.email }));
}

export const startPlatformPreview = (body: PlatformPreviewRequest) =>
  apiPost('/api/platform/preview', { body, schema: startPreviewResponseSchema, handleErrors: false });

import { clientListSchema } from '../../../../contracts/clinic';
import { startPreviewResponseSchema, type ClinicPreviewRequest } from '../../../../contracts/store-preview';
import { apiGet, apiPost } from '../../../api/client';
import type { PreviewChoice } from '../../../ui/portal/StorePreviewForm';

/** The clinic's preview calls (issue 26): its own clients' search, and starting the preview. */
export async function searchClinicClients(q: string): Promise<PreviewChoice[]> {
  const { clients } = await apiGet('/api/clinic/clients', { query: q ? { q } : {}, schema: clientListSchema, handleErrors: false });
  return clients.map((c) => ({ id: c.id, label: `${c.firstName} ${c.lastName}`.trim() || c.email, detail: c.email }));
}

export const startClinicPreview = (body: ClinicPreviewRequest) =>
  apiPost('/api/clinic/preview', { body, schema: startPreviewResponseSchema, handleErrors: false });

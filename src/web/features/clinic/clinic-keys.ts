import { CLINIC_QUERY_ROOT } from './staff-me';

/** The clinic portal's calls (issue 16). Product names come in the page's language. */
export const clinicKeys = {
  all: [CLINIC_QUERY_ROOT] as const,
  dashboard: ['clinic', 'dashboard'] as const,
  clients: (q: string, status: string, autoOrders: string) => ['clinic', 'clients', q, status, autoOrders] as const,
  client: (id: number, lang: string) => ['clinic', 'client', id, lang] as const,
  clientCredit: (id: number) => ['clinic', 'client-credit', id] as const,
  queue: (lang: string) => ['clinic', 'prescriptions', lang] as const,
  prescription: (id: number, lang: string) => ['clinic', 'prescription', id, lang] as const,
  orders: (filters: Record<string, string>) => ['clinic', 'orders', filters] as const,
  order: (id: number) => ['clinic', 'order', id] as const,
};

/** The clinic's transaction settlement report (issue 27): its sources, the platform's fees, the report and its CSV. */
export { settlementRoutes } from './settlement.routes';
export { platformFeesFor } from './settlement.service';
export type { SettlementSource } from './settlement-sources';

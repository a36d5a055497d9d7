/** The autoorders feature's public module (issue 15). */
// autoOrdersFeature: see autoorders.plugin.ts
export { runDueAutoOrders, RUN_LEASE_MS, type EngineDeps, type RunEntry, type RunReport } from './autoorder-engine';

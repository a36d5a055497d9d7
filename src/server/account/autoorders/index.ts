/** The autoorders feature's public module (issue 15). */
export { autoOrdersFeature } from './autoorders.plugin';
export { runDueAutoOrders, RUN_LEASE_MS, type EngineDeps, type RunEntry, type RunReport } from './autoorder-engine';
export { autoOrderJobs, AUTOORDER_PASS_JOB } from './autoorders.jobs';

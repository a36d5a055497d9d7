import type { PageModule } from './lazy-route';

/**
 * The clinic's and the platform's page modules (issue 29 §3). Their table, with every file each
 * page preloads, is a chunk of its own that arrives with the first staff page a browser opens: the
 * shopper's first download (the app chunk, src/web/routes.tsx) carries only the shop's and the
 * account's.
 */
const staffPageModules = import.meta.glob<PageModule>(['./features/clinic/*/*Page.tsx', './features/platform/*/*Page.tsx']);

export function loadStaffPage(source: string): Promise<PageModule> {
  const load = staffPageModules[source];
  if (!load) return Promise.reject(new Error(`No page module at ${source}`));
  return load();
}

/** The modules this table knows, for the route table's check (src/web/routes.test.ts). */
export const staffPageSources: readonly string[] = Object.keys(staffPageModules);

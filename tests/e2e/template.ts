import { readFileSync } from 'node:fs';

/** Where this run's files live: the seeded template and each worker's copy (git-ignored). */
export const TEMPLATE_DIR = 'data/e2e';

/**
 * The seeded template every worker's server starts from. 600 products: the journeys name products
 * of that catalogue (its ids and names depend on the count and the fixed seed).
 */
export const TEMPLATE = { file: `${TEMPLATE_DIR}/template.db`, infoFile: `${TEMPLATE_DIR}/template.json`, products: 600 } as const;

/** What a copy of the demo shopper needs to know of the seed: the catalogue's size and the seed's "now". */
export interface TemplateInfo {
  products: number;
  now: string;
}

export function readTemplateInfo(): TemplateInfo {
  return JSON.parse(readFileSync(TEMPLATE.infoFile, 'utf8')) as TemplateInfo;
}

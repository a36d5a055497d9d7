import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type DatabaseOptions } from '../../../db/database';
import { loadCatalogueSnapshot } from '../catalogue.queries';
import { CatalogueIndex } from '../search-index/catalogue-index';
import { indexPieces } from './index-transfer';

/**
 * The worker thread of build-in-worker.ts: reads the catalogue over its own connection, builds the
 * index, says `built`, then answers each `next` with the next piece of it, and `end` at the end.
 */
export interface BuildWorkerData {
  entry: string;
  connection: Pick<DatabaseOptions, 'url' | 'searchPath'>;
  now: string;
}

const { connection, now } = workerData as BuildWorkerData;
const port = parentPort!;
const started = performance.now();
const database = openDatabase({ ...connection, poolSize: 4 });
let index: CatalogueIndex;
try {
  index = new CatalogueIndex(await loadCatalogueSnapshot(database.db), new Date(now));
} finally {
  await database.destroy();
}
const pieces = indexPieces(index);
port.on('message', () => {
  const next = pieces.next();
  if (next.done) port.postMessage({ kind: 'end' });
  else port.postMessage(next.value, next.value.buffers);
});
port.postMessage({ kind: 'built', ms: performance.now() - started });

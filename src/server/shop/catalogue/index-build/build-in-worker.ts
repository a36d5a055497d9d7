import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../../../db/database';
import type { CatalogueIndex } from '../search-index/catalogue-index';
import type { BuildWorkerData } from './build-worker';
import { IndexAssembler, type IndexPiece } from './index-transfer';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./build-worker.ts', import.meta.url).href;

type WorkerMessage = IndexPiece | { kind: 'built'; ms: number } | { kind: 'end' };

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: WorkerMessage) => {
      cleanUp();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanUp();
      reject(new Error(`index build worker stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * Builds the catalogue index in a worker thread (the database reads and the build never hold the
 * main thread) and brings it over piece by piece, letting requests run between pieces. The
 * result is a whole index the caller swaps in with one assignment. Aborting stops the worker
 * (a server shutting down does not wait for a build).
 */
export async function buildIndexInWorker(
  connection: Pick<DatabaseOptions, 'url' | 'searchPath'>,
  now = new Date(),
  signal?: AbortSignal,
): Promise<CatalogueIndex> {
  signal?.throwIfAborted();
  const workerData: BuildWorkerData = { entry: ENTRY, connection, now: now.toISOString() };
  const worker = new Worker(BOOT, { workerData, execArgv: ['--disable-warning=ExperimentalWarning'] });
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const built = await nextMessage(worker);
    if (built.kind !== 'built') throw new Error(`index build worker said '${built.kind}' before 'built'`);
    const assembler = new IndexAssembler();
    for (;;) {
      worker.postMessage('next');
      const message = await nextMessage(worker);
      if (message.kind === 'end') break;
      if (message.kind === 'built') throw new Error("index build worker said 'built' twice");
      assembler.accept(message);
      await nextTurn();
      signal?.throwIfAborted();
    }
    const assembling = assembler.assemble();
    for (let step = assembling.next(); ; step = assembling.next()) {
      if (step.done) return step.value;
      await nextTurn();
      signal?.throwIfAborted();
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}

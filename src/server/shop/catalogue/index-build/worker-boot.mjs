// Starts the index build worker: TypeScript is loaded through tsx, as the server itself is
// (`node --import tsx`), whether the parent is the server, a test runner or a bench.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

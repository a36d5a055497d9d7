import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing ahead (pictures are compressed already). */
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` beside every built text asset, served by
 * @fastify/static's `preCompressed` (web-shell/spa.plugin.ts). Compressing on the fly must be quick,
 * so it is light (gzip at its default level); compressed once at build time, the app's first
 * download is ~15% smaller for free (docs/decisions/062-front-end-weight.md).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(async (file) => {
        const path = join(outDir, file);
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }));
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .gz and .br beside every text asset once the build is on disk, so the server sends compressed files
 * without compressing on each request (@fastify/static `preCompressed`). It reads the written files, not the
 * bundle in memory: later build steps still rewrite chunks (e.g. Vite's preload markers) after generateBundle.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css|html|svg|json)$/.test(fileName))
          .map(async (fileName) => {
            const file = path.join(dir, fileName);
            const buffer = await fs.readFile(file);
            if (buffer.length < 1024) return;
            const [gz, br] = await Promise.all([
              gzip(buffer, { level: 9 }),
              brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ]);
            await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
          }),
      );
    },
  };
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .gz and .br beside every text asset at build time, so the server sends compressed files without
 * compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const buffer = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (buffer.length < 1024) continue;
        const [gz, br] = await Promise.all([
          gzip(buffer, { level: 9 }),
          brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
      }
    },
  };
}

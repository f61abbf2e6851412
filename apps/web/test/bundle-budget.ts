import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * What the browser must download to show a route on first load: the entry chunk, the route's own chunk and
 * every chunk they import statically (transitively), plus their CSS. Lazy chunks (other routes, other
 * languages, the toast) are not counted. Sizes are gzip level 9, as served.
 */
export function initialAssets(distDir: string, routeSource: string): { js: string[]; css: string[] } {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(routeSource));
  if (!entryKey || !routeKey) throw new Error(`entry or ${routeSource} missing from the build manifest`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeKey);
  return { js: [...js], css: [...css] };
}

/** The build's chunk of one source module (its manifest entry). */
export function chunkOf(distDir: string, source: string): ManifestChunk {
  const chunk = readManifest(distDir)[source];
  if (!chunk) throw new Error(`${source} is not a chunk of its own in the build manifest`);
  return chunk;
}

export function gzipSize(distDir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}

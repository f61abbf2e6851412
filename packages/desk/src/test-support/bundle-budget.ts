/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';

/** One chunk of a Vite build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A production build of a desk app into a fresh temporary folder; returns the folder. A child process, as `npm start`
 * builds: inside Vitest's own Vite process the build would inherit the test settings.
 */
export function buildDesk(appRoot: string): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${path.basename(appRoot)}-build-`));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'silent'], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return outDir;
}

/** A production build of the app for the tests of one file (built before them, removed after); returns its folder. */
export function deskBuildForTests(appRoot: string): () => string {
  let outDir: string | undefined;
  beforeAll(() => {
    outDir = buildDesk(appRoot);
  }, 180_000);
  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });
  return () => {
    if (!outDir) throw new Error('the build has not run');
    return outDir;
  };
}

/** A size in KB (1024 bytes), for the messages of failed budgets. */
export const KB = 1024;

const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * What the browser downloads to show the given modules on first load: the entry chunk, the chunks of the modules
 * (route pages and the layout, lazily loaded once the router matches them) and every chunk they import statically
 * (transitively: the modulepreloads), plus their CSS. Other routes' chunks and what a page loads on use are not
 * counted.
 */
export function firstLoad(distDir: string, sources: readonly string[] = []): { js: string[]; css: string[] } {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
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
  for (const source of sources) visit(chunkKey(manifest, source));
  return { js: [...js], css: [...css] };
}

function chunkKey(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
  if (!key) throw new Error(`${source} is not a chunk of its own in the build manifest`);
  return key;
}

/** The build's chunk of one module that is loaded on use (a route's page, a heavy part). */
export function chunkOf(distDir: string, source: string): ManifestChunk {
  const manifest = readManifest(distDir);
  const chunk = manifest[chunkKey(manifest, source)];
  if (!chunk) throw new Error(`${source} missing from the build manifest`);
  return chunk;
}

/** The files' size as served: gzip level 9. */
export function gzipSize(distDir: string, files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}

/**
 * Whether the first load of the given modules (as `firstLoad` counts it) carries a library, known by a name of its
 * own that minifying keeps (zod's "ZodError").
 */
export function firstLoadCarries(distDir: string, sources: readonly string[], marker: string): boolean {
  return firstLoad(distDir, sources).js.some((file) =>
    fs.readFileSync(path.join(distDir, file), 'utf8').includes(marker),
  );
}

/**
 * Each marker (a string minifying keeps: a signed-in page's English, `rc-menu`, `ZodError`) rides with the first
 * signed-in page's load and not with the sign-in page's: both sides are checked, so neither can pass on a marker
 * the build never held.
 */
export function expectOnlyAfterSignIn(
  distDir: string,
  pages: { signIn: readonly string[]; signedIn: readonly string[] },
  markers: readonly string[],
): void {
  for (const marker of markers) {
    expect(firstLoadCarries(distDir, pages.signIn, marker), `the sign-in page carries "${marker}"`).toBe(false);
    expect(firstLoadCarries(distDir, pages.signedIn, marker), `the signed-in page lacks "${marker}"`).toBe(true);
  }
}

import path from 'node:path';

/** The file's path from the repository root, with forward slashes, so rules match the same on every OS. */
export function repoPath(cwd: string, filename: string): string {
  return path.relative(cwd, filename).split(path.sep).join('/');
}

/** Where a relative import lands, from the repository root; a package name (no leading dot) gives null. */
export function resolveImport(fromFile: string, source: string): string | null {
  if (!source.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
}

/** `apps/<app>/…` or `packages/<name>/…`: the workspace a path belongs to, else null. */
export function workspaceOf(file: string): string | null {
  const match = /^(apps|packages)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** For a file of a front-end app (`apps/<app>/src/<layer>/…`): the app, its layer and, in features, the feature. */
export function frontEndPlace(file: string): { app: string; layer: string; feature?: string } | null {
  const match = /^apps\/([^/]+)\/src\/([^/]+)\/(?:([^/]+)\/)?/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const [, app, layer, sub] = match;
  return layer === 'features' && sub ? { app, layer, feature: sub } : { app, layer };
}

/** The browser build's manifest (vite `build.manifest`): source module → its file, CSS and static imports. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface EagerImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<head>` links a server-rendered screen needs: its stylesheets (before the markup paints, or it would paint
 * unstyled and jump), its JavaScript as module preloads (fetched at once instead of after the app's entry asks),
 * and the page's largest picture at the size the layout will pick. Files the page's template already links are
 * left out.
 */
export function assetLinks(manifest: ClientManifest, modules: string[], image?: EagerImage): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the browser build's manifest`);
    visit(module);
  }
  for (const shared of entryFiles(manifest)) {
    css.delete(shared);
    js.delete(shared);
  }
  const links = [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(image
      ? [
          `<link rel="preload" as="image" href="${attr(image.src)}"${image.srcset ? ` imagesrcset="${attr(image.srcset)}"` : ''}${image.sizes ? ` imagesizes="${attr(image.sizes)}"` : ''} fetchpriority="high">`,
        ]
      : []),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.join('');
}

/** What index.html already loads: the entry and everything it imports. */
function entryFiles(manifest: ClientManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return files;
}

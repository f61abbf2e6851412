/** The browser build's manifest (vite `build.manifest`): source module → its file, CSS and static imports. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface EagerImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

export interface ScreenAssets {
  /** Stylesheets in the order the browser build applies them: a chunk's imports' styles before its own. */
  css: string[];
  /** Every module file, the screen's first. */
  js: string[];
}

/**
 * The files a set of modules needs, walked as Vite's own preloading walks them (imports first, then the chunk's
 * own CSS), so styles cascade in the same order as when the browser loads the screen itself.
 */
export function screenAssets(manifest: ClientManifest, modules: string[]): ScreenAssets {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the browser build's manifest`);
    visit(module);
  }
  return { css: [...css], js: [...js] };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's largest picture, preloaded from the head at the size the layout will pick. */
export function imagePreload(image: EagerImage | undefined): string {
  if (!image) return '';
  const srcset = image.srcset ? ` imagesrcset="${attr(image.srcset)}"` : '';
  const sizes = image.sizes ? ` imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.src)}"${srcset}${sizes} fetchpriority="high">`;
}

import type { EagerImage } from './asset-links.ts';
import { SERVER_RENDER_ID } from '../app/server-render-id.ts';

export interface PageParts {
  /** BCP 47 tag of the page's language. */
  lang: string;
  /** Already escaped. */
  title: string;
  /** Links for the head. */
  head: string;
  /** The rendered app, the content of #root. */
  markup: string;
  /** What the browser hydrates from (app/hydrate.ts reads it back). */
  state: unknown;
}

/** JSON safe inside a script element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Fills the browser build's index.html with a rendered page. */
export function pageDocument(template: string, parts: PageParts): string {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${parts.title}</title>`)
    .replace('</head>', `${parts.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.markup}</div><script id="${SERVER_RENDER_ID}" type="application/json">${scriptJson(parts.state)}</script>`,
    );
  if (!filled.includes(`id="${SERVER_RENDER_ID}"`)) throw new Error('index.html has no <div id="root"></div> to fill');
  return filled;
}

const htmlAttribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return found?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
};

/** The first picture the page loads with priority (CatalogueImage `eager`): the page's largest paint. */
export function firstEagerImage(markup: string): EagerImage | undefined {
  const tag = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const src = tag && htmlAttribute(tag, 'src');
  if (!tag || !src) return undefined;
  return { src, srcset: htmlAttribute(tag, 'srcset'), sizes: htmlAttribute(tag, 'sizes') };
}

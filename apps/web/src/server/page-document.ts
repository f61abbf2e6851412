import type { EagerImage } from './asset-links.ts';
import { SERVER_RENDER_ID } from '../app/server-render-id.ts';

export interface PageParts {
  /** BCP 47 tag of the page's language. */
  lang: string;
  /** Already escaped. */
  title: string;
  /** Every stylesheet of the page in cascade order, inlined: no request stands between the HTML and its first paint. */
  styles: { href: string; text: string }[];
  /** Links for the head (the largest picture's preload). */
  head: string;
  /** The page's modules beyond the entry's (its screen, its language), fetched when the app starts. */
  modules: string[];
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

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * Starts the app once the page has loaded (its pictures with it) and the frame after that is painted (a picture
 * that has loaded is not yet on screen): the page is already there, so its code comes after what the shopper sees
 * instead of competing with the largest picture for the connection and the main thread. Until then links work as
 * plain links; the code then takes over the page as it is (app/hydrate.ts).
 */
function startAfterLoad(entry: string, modules: string[]): string {
  const files = JSON.stringify(modules);
  // The preloads go in batches of eight, a task each: forty links at once held the main thread for a long task.
  return (
    `<script>(()=>{const files=${files};let next=0;const batch=()=>{for(const end=next+8;next<end&&next<files.length;next++){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=files[next];` +
    `document.head.append(l)}if(next<files.length)setTimeout(batch)};` +
    `const start=()=>{const s=document.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};document.head.append(s);batch()};const later=()=>requestAnimationFrame(()=>setTimeout(start));` +
    `document.readyState==='complete'?later():addEventListener('load',later,{once:true})})()</script>`
  );
}

/**
 * The first `Intl.NumberFormat` of a page loads ICU's number data: 16–85 ms of the main thread in the Chromium we
 * measure with (a phone is slower), paid inside hydration's first render of a price and so one long task. ICU's data
 * belongs to the process, not the thread: a throwaway worker pays it while the page paints, and the app's own
 * formatters (lib/money.ts, shop-figures.ts, date-time.ts) then start warm (0.3–2 ms measured).
 */
function warmIntl(locale: string): string {
  const l = JSON.stringify(locale);
  const work =
    `new Intl.NumberFormat(${l},{style:'currency',currency:'USD',currencyDisplay:'narrowSymbol'}).format(1);` +
    `new Intl.NumberFormat(${l},{notation:'compact'}).format(12345);new Intl.PluralRules(${l}).select(1);` +
    `new Intl.DateTimeFormat(${l},{dateStyle:'medium',timeStyle:'short'}).format(0);postMessage(0)`;
  return (
    `<script>try{const w=new Worker(URL.createObjectURL(new Blob([${JSON.stringify(work)}],{type:'text/javascript'})));` +
    `w.onmessage=()=>w.terminate()}catch{}</script>`
  );
}

/**
 * Disabled links (never fetched, never applied) naming the stylesheets inlined above. Vite's loader of a screen's
 * code adds a screen's stylesheets unless a `<link rel="stylesheet">` of that file is already in the page: without
 * these, starting the app would fetch and apply every inlined file again (ten requests and a restyle of the page).
 */
const sheetMarkers = (hrefs: string[]) =>
  hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');

/**
 * Fills the browser build's index.html with a rendered page. The template's stylesheet links go (their rules are
 * in `styles`, first), and so do its entry script and module preloads: the app starts after the page has loaded.
 */
export function pageDocument(template: string, parts: PageParts): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const entryModules = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const styles = parts.styles
    .map(({ text }) => text)
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${parts.title}</title>`)
    .replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      `${warmIntl(parts.lang)}<style>${styles}</style>${sheetMarkers(parts.styles.map(({ href }) => href))}${parts.head}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.markup}</div><script id="${SERVER_RENDER_ID}" type="application/json">${scriptJson(parts.state)}</script>` +
        startAfterLoad(entry, [...entryModules, ...parts.modules.map((file) => `/${file}`)]),
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

import { describe, expect, it } from 'vitest';
import { type ClientManifest, imagePreload, screenAssets } from './asset-links.ts';
import { firstEagerImage, type PageParts, pageDocument } from './page-document.ts';
import { SERVER_RENDER_ID } from '../app/server-render-id.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A page with nothing in it: the tests below change the one part they are about. */
const EMPTY_PARTS: PageParts = {
  lang: 'en-US',
  title: 'x',
  styles: [],
  head: '',
  modules: [],
  markup: '',
  state: {},
};

describe('pageDocument', () => {
  it('fills the language, title, styles, head links, markup and state into the template', () => {
    const html = pageDocument(TEMPLATE, {
      lang: 'ja-JP',
      title: 'Home · Shop',
      styles: [{ href: '/assets/index.css', text: '.page{color:red}' }],
      head: '<link rel="preload" as="image" href="/a.webp">',
      modules: ['assets/home.js'],
      markup: '<div class="page">hi</div>',
      state: { lang: 'ri' },
    });
    expect(html).toContain('<html lang="ja-JP">');
    expect(html).toContain('<title>Home · Shop</title>');
    // The template's stylesheet is inlined with the rest (styles holds it), not linked.
    expect(html).not.toContain('rel="stylesheet" crossorigin');
    // A disabled link names each inlined file, so the app's screen loader does not fetch and apply it again.
    expect(html).toContain(
      '<style>.page{color:red}</style><link rel="stylesheet" href="/assets/index.css" disabled><link rel="preload" as="image" href="/a.webp"></head>',
    );
    // ICU's number data is loaded by a worker of the page's own locale while the page paints, not by hydration.
    expect(html).toMatch(/<script>try\{const w=new Worker\(.*new Intl\.NumberFormat\(\\"ja-JP\\".*<\/script><style>/);
    expect(html).toContain(
      `<div id="root"><div class="page">hi</div></div><script id="${SERVER_RENDER_ID}" type="application/json">{"lang":"ri"}</script>`,
    );
    // The app's code is not in the head: it starts after the page has loaded, with every module it needs at once.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain('["/assets/shell.js","/assets/home.js"]');
    expect(html).toContain(`s.src="/assets/index-1.js"`);
    expect(html).toContain("addEventListener('load',later,{once:true})");
  });

  it('keeps a state holding </script> inside its script element', () => {
    const html = pageDocument(TEMPLATE, {
      ...EMPTY_PARTS,
      state: { title: '</script><script>alert(1)</script>\u2028' },
    });
    const script = html.slice(html.indexOf(`id="${SERVER_RENDER_ID}"`));
    const json = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('refuses a template without the root element', () => {
    const parts = { ...EMPTY_PARTS, markup: '<p>page</p>' };
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), parts)).toThrow(/root/);
    expect(() => pageDocument('<html lang="en"><head></head><body></body></html>', parts)).toThrow(/entry script/);
  });
});

describe('firstEagerImage', () => {
  it('finds the first picture with priority, whatever the attribute case', () => {
    const markup =
      '<img src="/a.webp" loading="lazy"/><img src="/b-600.webp" srcSet="/b-600.webp 600w, /b-1200.webp 1200w" sizes="100vw" fetchPriority="high"/><img src="/c.webp" fetchpriority="high"/>';
    expect(firstEagerImage(markup)).toEqual({
      src: '/b-600.webp',
      srcset: '/b-600.webp 600w, /b-1200.webp 1200w',
      sizes: '100vw',
    });
  });

  it('is undefined when no picture has priority', () => {
    expect(firstEagerImage('<img src="/a.webp" loading="lazy"/>')).toBeUndefined();
  });
});

describe('screenAssets and imagePreload', () => {
  const manifest: ClientManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shell.js'], css: ['assets/index.css'] },
    '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
    '_antd.js': { file: 'assets/antd.js', css: ['assets/antd.css'] },
    '_home.js': { file: 'assets/home.js', imports: ['_shell.js', '_antd.js'], css: ['assets/home.css'] },
    'src/home-page.tsx': { file: 'assets/home-page.js', imports: ['_home.js'] },
    'virtual:locale-bundle/en': { file: 'assets/en.js' },
  };

  it("orders a screen's styles as the browser build applies them: what a chunk imports before its own", () => {
    const assets = screenAssets(manifest, ['src/home-page.tsx', 'virtual:locale-bundle/en']);
    expect(assets.css).toEqual(['assets/shell.css', 'assets/antd.css', 'assets/home.css']);
    expect(assets.js).toEqual([
      'assets/home-page.js',
      'assets/home.js',
      'assets/shell.js',
      'assets/antd.js',
      'assets/en.js',
    ]);
    expect(screenAssets(manifest, ['index.html']).css).toEqual(['assets/shell.css', 'assets/index.css']);
  });

  it('preloads the largest picture at the size the layout picks', () => {
    const image = { src: '/b-600.webp', srcset: '/b-600.webp 600w, /b-1200.webp 1200w', sizes: '100vw' };
    expect(imagePreload(image)).toBe(
      '<link rel="preload" as="image" href="/b-600.webp" imagesrcset="/b-600.webp 600w, /b-1200.webp 1200w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(imagePreload(undefined)).toBe('');
  });

  it('fails loudly for a screen the build does not have', () => {
    expect(() => screenAssets(manifest, ['src/renamed-page.tsx'])).toThrow(/not in the browser build/);
  });
});

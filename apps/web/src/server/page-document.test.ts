import { describe, expect, it } from 'vitest';
import { assetLinks, type ClientManifest } from './asset-links.ts';
import { firstEagerImage, pageDocument } from './page-document.ts';
import { SERVER_RENDER_ID } from '../app/server-render-id.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  it('fills the language, title, head links, markup and state into the template', () => {
    const html = pageDocument(TEMPLATE, {
      lang: 'ja-JP',
      title: 'Home · Shop',
      head: '<link rel="stylesheet" href="/assets/home.css">',
      markup: '<div class="page">hi</div>',
      state: { lang: 'ri' },
    });
    expect(html).toContain('<html lang="ja-JP">');
    expect(html).toContain('<title>Home · Shop</title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/home.css"></head>');
    expect(html).toContain(
      `<div id="root"><div class="page">hi</div></div><script id="${SERVER_RENDER_ID}" type="application/json">{"lang":"ri"}</script>`,
    );
  });

  it('keeps a state holding </script> inside its script element', () => {
    const html = pageDocument(TEMPLATE, {
      lang: 'en-US',
      title: 'x',
      head: '',
      markup: '',
      state: { title: '</script><script>alert(1)</script>\u2028' },
    });
    const script = html.slice(html.indexOf(`id="${SERVER_RENDER_ID}"`));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('refuses a template without the root element', () => {
    const parts = { lang: 'en-US', title: 'x', head: '', markup: '<p>page</p>', state: {} };
    expect(() => pageDocument('<html lang="en"><head></head><body></body></html>', parts)).toThrow(/root/);
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

describe('assetLinks', () => {
  const manifest: ClientManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shell.js'], css: ['assets/index.css'] },
    '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
    '_home.js': { file: 'assets/home.js', imports: ['_shell.js'], css: ['assets/home.css'] },
    'src/home-page.tsx': { file: 'assets/home-page.js', imports: ['_home.js'] },
    'virtual:locale-bundle/en': { file: 'assets/en.js' },
  };

  it("links a screen's stylesheets and modules, not what the entry already loads", () => {
    const links = assetLinks(manifest, ['src/home-page.tsx', 'virtual:locale-bundle/en']);
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/home.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en.js">',
    );
  });

  it('preloads the largest picture at the size the layout picks', () => {
    const links = assetLinks(manifest, ['virtual:locale-bundle/en'], {
      src: '/b-600.webp',
      srcset: '/b-600.webp 600w, /b-1200.webp 1200w',
      sizes: '100vw',
    });
    expect(links).toContain(
      '<link rel="preload" as="image" href="/b-600.webp" imagesrcset="/b-600.webp 600w, /b-1200.webp 1200w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('fails loudly for a screen the build does not have', () => {
    expect(() => assetLinks(manifest, ['src/renamed-page.tsx'])).toThrow(/not in the browser build/);
  });
});

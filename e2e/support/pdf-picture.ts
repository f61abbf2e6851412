import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { type ShootOptions, shoot } from './shoot.ts';

/** pdf.js's browser build, which the API's tests already read PDFs with (apps/api/test/pdf-text.ts). */
const pdfjsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'build');
/** A made-up origin the page is served from by the route below: nothing leaves the machine. */
const ORIGIN = 'http://pdf.invalid';

const PAGE = `<!doctype html>
<html><body style="margin:0;background:#8a8f98;display:flex;justify-content:center;padding:16px">
<canvas id="page" style="box-shadow:0 2px 10px rgba(0,0,0,.35);background:#fff"></canvas>
<script type="module">
  import * as pdfjs from '/pdf.min.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.min.mjs';
  const bytes = new Uint8Array(await (await fetch('/slip.pdf')).arrayBuffer());
  const document = await pdfjs.getDocument({ data: bytes }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = window.document.getElementById('page');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  window.document.body.dataset.rendered = String(document.numPages);
</script></body></html>`;

/**
 * A picture of a PDF's first page as a viewer draws it, for people to look at: pdf.js renders the page in
 * Chromium, with the fonts the PDF embeds (not the machine's), into e2e/screenshots/<name>.png (and the docs' copy
 * `options.docs`, as `shoot` writes it). Only in a run that takes pictures (`npm run screenshots`), like `shoot`.
 */
export async function shootPdf(
  browser: Browser,
  pdf: Uint8Array,
  name: string,
  options: Pick<ShootOptions, 'docs'> = {},
): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  const context = await browser.newContext({ viewport: { width: 940, height: 1300 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = new URL(route.request().url()).pathname;
      if (file === '/slip.pdf') return route.fulfill({ body: Buffer.from(pdf), contentType: 'application/pdf' });
      if (file === '/pdf.min.mjs' || file === '/pdf.worker.min.mjs')
        return route.fulfill({ body: fs.readFileSync(path.join(pdfjsDir, file)), contentType: 'text/javascript' });
      return route.fulfill({ body: PAGE, contentType: 'text/html' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.locator('body[data-rendered]').waitFor({ timeout: 30_000 });
    await shoot(page, name, { fullPage: true, ...options });
  } finally {
    await context.close();
  }
}

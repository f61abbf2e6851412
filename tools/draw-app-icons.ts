import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the shopper app's logo (the cart tab's bag, white on the brand orange) and writes the icons of its web app
 * manifest into apps/web/public: the SVG for browsers, PNGs at 192 and 512 px, a maskable 512 px one (full bleed,
 * the bag inside the central 80 % that every launcher mask keeps) and the 180 px Apple touch icon (opaque, iOS
 * rounds it itself). The PNGs are committed, so a build needs no image library: run
 * `npx tsx tools/draw-app-icons.ts` after changing the drawing.
 */
const BRAND = '#ff5000';
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');

/** The bag of components/shell-icons.tsx's CartIcon (a 24-unit grid), with a smile, at `scale` around the centre. */
function bag(scale: number): string {
  const x = 256 - 12 * scale;
  const y = 256 - 11.5 * scale;
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke-linecap="round" stroke-linejoin="round">
    <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="#fff" stroke-width="1.8"/>
    <path d="M5 8h14l-1.2 12H6.2z" fill="#fff" stroke="#fff" stroke-width="1.2"/>
    <path d="M9.5 12.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="${BRAND}" stroke-width="1.6"/>
  </g>`;
}

const svg = (background: string, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${bag(scale)}</svg>\n`;

/** A rounded tile: what browsers and launchers without masks show. */
const tile = svg(`<rect width="512" height="512" rx="112" fill="${BRAND}"/>`, 15);
/** Full bleed: the launcher cuts its own shape, so the bag stays well inside the safe zone (a circle of 40 %). */
const fullBleed = svg(`<rect width="512" height="512" fill="${BRAND}"/>`, 11);

const png = (source: string, size: number, file: string) =>
  sharp(Buffer.from(source))
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(publicDir, file));

fs.mkdirSync(publicDir, { recursive: true });
fs.writeFileSync(path.join(publicDir, 'icon.svg'), tile.replace(/\n\s*/g, ''));
await Promise.all([
  png(tile, 192, 'icon-192.png'),
  png(tile, 512, 'icon-512.png'),
  png(fullBleed, 512, 'icon-maskable-512.png'),
  png(fullBleed, 180, 'apple-touch-icon.png'),
]);

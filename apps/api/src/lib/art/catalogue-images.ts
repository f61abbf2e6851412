import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { type PictureStore, urlOfKey } from '../picture-store.ts';
import type { ImagePair } from '../../db/schema.ts';
import { emojiSvgPath } from './emoji-art.ts';

/**
 * Catalogue pictures made at seed time from Twemoji art (shipped by npm) composited on a gradient with sharp:
 * real WebP rasters in two widths, named by a hash of what they show, so a second seed reuses them and the
 * names can be cached forever. Nothing is fetched from the network. Written to the picture store (disk or S3) like
 * every other picture.
 */

export type ArtLayout = 'centered' | 'tilted' | 'duo' | 'wide';

export interface ArtSpec {
  /** One emoji, or two for the 'duo' layout. */
  emoji: string[];
  colors: [string, string];
  layout: ArtLayout;
  /** Widths of the small and large file; height follows from `ratio` (width / height). */
  widths: [number, number];
  ratio?: number;
}

/** Bump when the drawing changes, so new art gets new names. */
const ART_VERSION = 1;

const svgCache = new Map<string, Promise<Buffer>>();

/** The emoji drawn at a size, from its SVG (rendered once per size). */
function emojiPng(emoji: string, size: number, rotate = 0): Promise<Buffer> {
  const key = `${emoji}|${size}|${rotate}`;
  let png = svgCache.get(key);
  if (!png) {
    const svg = fs.readFileSync(emojiSvgPath(emoji));
    png = sharp(svg, { density: Math.ceil((72 * size) / 36) })
      .resize(size, size)
      .rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    svgCache.set(key, png);
  }
  return png;
}

const backgroundCache = new Map<string, Promise<Buffer>>();

/** The gradient and circles behind the art, as raw pixels, drawn once per colours, size and layout. */
function background(width: number, height: number, colors: [string, string], layout: ArtLayout): Promise<Buffer> {
  const key = `${width}x${height}|${colors.join()}|${layout}`;
  let raw = backgroundCache.get(key);
  if (!raw) {
    raw = sharp(backgroundSvg(width, height, colors, layout))
      .png({ compressionLevel: 0 })
      .toBuffer();
    backgroundCache.set(key, raw);
  }
  return raw;
}

function backgroundSvg(width: number, height: number, [from, to]: [string, string], layout: ArtLayout): Buffer {
  const r = Math.round(Math.min(width, height) * 0.42);
  const decoration =
    layout === 'wide'
      ? `<circle cx="${width * 0.78}" cy="${height / 2}" r="${r}" fill="#fff" opacity="0.28"/><circle cx="${width * 0.08}" cy="${height * 0.1}" r="${r * 0.5}" fill="#fff" opacity="0.12"/>`
      : `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#fff" opacity="0.32"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${decoration}</svg>`,
  );
}

/** Draws the picture at its large width as raw RGBA pixels; both files are encoded from them. */
async function render(spec: ArtSpec, width: number): Promise<Buffer> {
  const height = Math.round(width / (spec.ratio ?? 1));
  const short = Math.min(width, height);
  const layers: OverlayOptions[] = [];
  if (spec.layout === 'duo' && spec.emoji.length > 1) {
    const size = Math.round(short * 0.42);
    layers.push({
      input: await emojiPng(spec.emoji[1]!, size),
      left: Math.round(width * 0.5),
      top: Math.round(height * 0.46),
    });
    layers.push({
      input: await emojiPng(spec.emoji[0]!, size),
      left: Math.round(width * 0.1),
      top: Math.round(height * 0.12),
    });
  } else if (spec.layout === 'wide') {
    const size = Math.round(short * 0.7);
    layers.push({
      input: await emojiPng(spec.emoji[0]!, size),
      left: Math.round(width * 0.78 - size / 2),
      top: Math.round((height - size) / 2),
    });
  } else {
    const size = Math.round(short * (spec.layout === 'tilted' ? 0.5 : 0.56));
    const input = await emojiPng(spec.emoji[0]!, size, spec.layout === 'tilted' ? -12 : 0);
    const { width: w = size, height: h = size } = await sharp(input).metadata();
    layers.push({ input, left: Math.round((width - w) / 2), top: Math.round((height - h) / 2) });
  }
  return sharp(await background(width, height, spec.colors, spec.layout))
    .composite(layers)
    .raw()
    .toBuffer();
}

/**
 * Writes the picture's two files under `folder` of the store (skipping files already there) and returns their
 * public paths.
 */
export async function makeArt(spec: ArtSpec, store: PictureStore, folder = 'catalog'): Promise<ImagePair> {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: ART_VERSION, ...spec }))
    .digest('hex')
    .slice(0, 20);
  const [small, large] = spec.widths.map((width) => `${folder}/${hash}-${width}.webp`) as [string, string];
  // Many products share a picture: draw each one once per store even when asked for it many times at once.
  let drawn = inFlight.get(store);
  if (!drawn) inFlight.set(store, (drawn = new Map()));
  let writing = drawn.get(large);
  if (!writing) {
    writing = writeArt(spec, store, small, large);
    drawn.set(large, writing);
    // A failed write is not remembered: the next ask tries again.
    writing.catch(() => drawn.delete(large));
  }
  await writing;
  return { small: urlOfKey(small), large: urlOfKey(large) };
}

const inFlight = new WeakMap<PictureStore, Map<string, Promise<void>>>();

async function writeArt(spec: ArtSpec, store: PictureStore, smallKey: string, largeKey: string): Promise<void> {
  const [hasSmall, hasLarge] = await Promise.all([store.has(smallKey), store.has(largeKey)]);
  if (!hasSmall || !hasLarge) {
    const width = spec.widths[1];
    const pixels = await render(spec, width);
    const picture = () => sharp(pixels, { raw: { width, height: Math.round(width / (spec.ratio ?? 1)), channels: 4 } });
    const smallHeight = Math.round(spec.widths[0] / (spec.ratio ?? 1));
    const [largeWebp, smallWebp] = await Promise.all([
      picture().webp({ quality: 76, effort: 0 }).toBuffer(),
      picture().resize(spec.widths[0], smallHeight).webp({ quality: 76, effort: 0 }).toBuffer(),
    ]);
    await Promise.all([store.put(largeKey, largeWebp), store.put(smallKey, smallWebp)]);
  }
}

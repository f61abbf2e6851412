import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const TWEMOJI_DIR = path.dirname(require.resolve('@twemoji/svg/package.json'));

/**
 * The Twemoji SVG file of an emoji (MIT-licensed art shipped by npm, so no network at seed time). Twemoji names
 * files by code points in hex, dropping the variation selector U+FE0F unless the emoji is a ZWJ sequence.
 */
export function emojiSvgPath(emoji: string): string {
  const raw = emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, '');
  const name = [...raw].map((char) => char.codePointAt(0)!.toString(16)).join('-');
  return path.join(TWEMOJI_DIR, `${name}.svg`);
}

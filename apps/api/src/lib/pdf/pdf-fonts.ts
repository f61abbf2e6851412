import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Face } from './script-runs.ts';

export type Weight = 'regular' | 'bold';

/**
 * The TTF files of each face, shipped by npm (@expo-google-fonts, SIL Open Font License), so a PDF looks the same on
 * every machine and no system font is needed. Each package holds nine weights; two are used.
 */
const FILES: Record<Face, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  jp: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
  kr: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  thai: {
    regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  },
};

const require = createRequire(import.meta.url);

const paths = new Map<string, string>();

/** Where a face's file is on this machine (resolved through node_modules, as the API's other packages are). */
export function fontPath(face: Face, weight: Weight): string {
  const name = FILES[face][weight];
  let file = paths.get(name);
  if (!file) {
    file = require.resolve(name);
    paths.set(name, file);
  }
  return file;
}

const fonts = new Map<string, fontkit.Font>();

/**
 * A face parsed once per process and shared by every document (pdfkit takes a parsed font as it takes a file; each
 * document still embeds only the glyphs it drew). Parsing a 10 MB Chinese face's tables for each slip was most of a
 * slip's time. Only the faces a slip uses are ever read.
 */
export function fontFace(face: Face, weight: Weight): fontkit.Font {
  const file = fontPath(face, weight);
  let font = fonts.get(file);
  if (!font) {
    font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    fonts.set(file, font);
  }
  return font;
}

/**
 * Whether a face draws a character. The regular weight answers for both: the two weights of each family map the
 * same characters.
 */
export function faceCovers(face: Face, codePoint: number): boolean {
  return fontFace(face, 'regular').hasGlyphForCodePoint(codePoint);
}

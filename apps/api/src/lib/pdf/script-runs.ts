import type { LangCode } from '@shop/contract/languages';

/**
 * The faces a PDF is set in: Noto Sans for Latin (with Greek, Cyrillic and the common signs), and one Noto Sans
 * per script the shop's languages write. No one font holds them all, and a Chinese face draws Japanese kanji in
 * Chinese shapes, so each piece of text goes to the face of its script.
 */
export type Face = 'latin' | 'sc' | 'jp' | 'kr' | 'thai';

/** A stretch of text drawn in one face. */
export interface Run {
  face: Face;
  text: string;
}

/** Whether a face draws a character (the real fonts answer in pdf-fonts.ts; tests pass their own). */
export type Covers = (face: Face, codePoint: number) => boolean;

type Kind = Face | 'han' | 'cjkSign' | 'common';

const MARK = /\p{M}/u;
const HAN = /\p{Script=Han}/u;
/** Kana, with the long-vowel sign ー, which Unicode files under no script. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const HANGUL = /\p{Script=Hangul}/u;
const THAI = /\p{Script=Thai}/u;
/** CJK punctuation and full-width forms (，。「」・（）): they belong with the CJK text around them. */
const CJK_SIGN = /[\u3000-\u303f\u30fb\uff00-\uffef]/u;
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;

function kindOf(char: string): Kind {
  if (MARK.test(char)) return 'common';
  if (HAN.test(char)) return 'han';
  if (KANA.test(char)) return 'jp';
  if (HANGUL.test(char)) return 'kr';
  if (THAI.test(char)) return 'thai';
  if (CJK_SIGN.test(char)) return 'cjkSign';
  if (COMMON.test(char)) return 'common';
  return 'latin';
}

/**
 * The face of Chinese characters in this text: Japanese beside kana or on a Japanese slip, Korean beside Hangul
 * (hanja in Korean text), else Simplified Chinese (a Chinese address on a Thai or English slip).
 */
function hanFace(text: string, lang: LangCode): Face {
  if (KANA.test(text) || lang === 'ri') return 'jp';
  if (HANGUL.test(text)) return 'kr';
  return 'sc';
}

const CJK: ReadonlySet<Face> = new Set(['sc', 'jp', 'kr']);
const FALLBACKS: Face[] = ['latin', 'sc', 'jp', 'kr', 'thai'];

/**
 * Splits a text into runs, each in the face of its script. Characters of no script (spaces, digits, punctuation,
 * combining marks) stay with the run before them, or the one after at the start, so "12 ถนนสุขุมวิท" or
 * "世纪大道100号" is not cut at every digit; CJK punctuation goes with the nearest CJK run. A character its face
 * lacks goes to the first face that has it, so nothing is drawn as an empty box while some face can draw it.
 */
export function scriptRuns(text: string, lang: LangCode, covers: Covers): Run[] {
  const chars = Array.from(text);
  const kinds = chars.map(kindOf);
  const han = kinds.includes('han') ? hanFace(text, lang) : undefined;
  const faces: (Face | undefined)[] = kinds.map((kind) =>
    kind === 'han' ? han : kind === 'cjkSign' || kind === 'common' ? undefined : kind,
  );

  const nearest = (index: number, wanted: (face: Face) => boolean): Face | undefined => {
    for (let i = index - 1; i >= 0; i -= 1) {
      const face = faces[i];
      if (face && wanted(face)) return face;
    }
    for (let i = index + 1; i < faces.length; i += 1) {
      const face = faces[i];
      if (face && wanted(face)) return face;
    }
    return undefined;
  };
  const defaultCjk: Face = lang === 'ri' ? 'jp' : lang === 'han' ? 'kr' : 'sc';
  // Signs first (they look at the script runs only), then the characters of no script.
  const resolved = faces.map((face, index) =>
    kinds[index] === 'cjkSign' ? (nearest(index, (f) => CJK.has(f)) ?? defaultCjk) : face,
  );
  for (let index = 0; index < resolved.length; index += 1) {
    if (resolved[index]) continue;
    resolved[index] = resolved[index - 1] ?? nearestAfter(resolved, index) ?? 'latin';
  }

  const runs: Run[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    let face = resolved[index] ?? 'latin';
    if (!covers(face, codePoint)) {
      face = FALLBACKS.find((fallback) => covers(fallback, codePoint)) ?? face;
    }
    const last = runs.at(-1);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  });
  return runs;
}

function nearestAfter(faces: (Face | undefined)[], index: number): Face | undefined {
  for (let i = index + 1; i < faces.length; i += 1) {
    const face = faces[i];
    if (face) return face;
  }
  return undefined;
}

import { type LangCode, localeOf } from '@shop/contract/languages';
import { faceCovers, fontFace, fontPath, type Weight } from './pdf-fonts.ts';
import { type Face, scriptRuns } from './script-runs.ts';

export interface TextStyle {
  /** Points. */
  size: number;
  weight?: Weight;
  color?: string;
}

export type Align = 'left' | 'right';

/** A stretch of one line in one face, measured. */
interface Piece {
  face: Face;
  text: string;
  width: number;
}

/** What a line may not be broken inside: a word with the punctuation and spaces that cling to it. */
interface Unit {
  pieces: Piece[];
  width: number;
  /** The width of the spaces it ends with, which a line's end does not count. */
  trailing: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

/** A line's height and where its baseline sits, in ems: room for Thai marks above and below, and CJK's tall faces. */
const LINE_HEIGHT = 1.5;
const BASELINE = 1.1;

const OPENING = /[\p{Ps}\p{Pi}]$/u;
const TRAILING_SPACE = /\s+$/u;

/**
 * Sets text in several scripts with pdfkit: each string is split into runs by script (script-runs.ts), broken into
 * lines at the word boundaries of Intl.Segmenter, which finds them in Thai, Chinese and Japanese too (no spaces
 * between words), and each run drawn in its face at a shared baseline.
 *
 * pdfkit's own wrapping (`continued: true` from one face to the next) is not used: it breaks lines with UAX #14,
 * which has no break inside Thai and chops an overlong word between a Thai letter and its vowel mark, and it places
 * each font at its own ascender, so a Latin run beside a Chinese one sits off their common baseline.
 */
export class Typesetter {
  private readonly words: Intl.Segmenter;
  private readonly graphemes: Intl.Segmenter;
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly lang: LangCode,
  ) {
    this.words = new Intl.Segmenter(localeOf(lang), { granularity: 'word' });
    this.graphemes = new Intl.Segmenter(localeOf(lang), { granularity: 'grapheme' });
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /** The text broken into lines no wider than `width` points; a line break in the text starts a new line. */
  lines(text: string, style: TextStyle, width: number): Line[] {
    return text.split(/\r\n|\r|\n/).flatMap((paragraph) => this.wrap(paragraph, style, width));
  }

  /** The height the text takes at this width. */
  height(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * this.lineHeight(style);
  }

  /** How wide the text is on one line. */
  widthOf(text: string, style: TextStyle): number {
    return this.wrap(text, style, Number.POSITIVE_INFINITY).reduce((widest, line) => Math.max(widest, line.width), 0);
  }

  /** Draws lines from `y` down; the y below the last. */
  drawLines(lines: Line[], x: number, y: number, style: TextStyle, width: number, align: Align = 'left'): number {
    const weight = style.weight ?? 'regular';
    this.doc.fillColor(style.color ?? '#000000');
    let top = y;
    for (const line of lines) {
      let left = align === 'right' ? x + width - line.width : x;
      for (const piece of line.pieces) {
        this.use(piece.face, weight, style.size);
        this.doc.text(piece.text, left, top + style.size * BASELINE, { lineBreak: false, baseline: 'alphabetic' });
        left += piece.width;
      }
      top += this.lineHeight(style);
    }
    return top;
  }

  /** Wraps and draws a text; the y below it. */
  draw(text: string, x: number, y: number, width: number, style: TextStyle, align: Align = 'left'): number {
    return this.drawLines(this.lines(text, style, width), x, y, style, width, align);
  }

  /**
   * Makes a face the document's current one. It is registered under its file's path: pdfkit keeps a font under the
   * name it was asked by, except when another name already brought a font of the same PostScript name (the
   * document's default face is opened by its path), which it then opens again on every call.
   */
  private use(face: Face, weight: Weight, size: number): void {
    const name = fontPath(face, weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontFace(face, weight) as unknown as PDFKit.Mixins.PDFFontSource);
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
  }

  private measure(face: Face, text: string, style: TextStyle): number {
    this.use(face, style.weight ?? 'regular', style.size);
    return this.doc.widthOfString(text);
  }

  /** One paragraph broken into lines; an empty paragraph is one empty line. */
  private wrap(paragraph: string, style: TextStyle, width: number): Line[] {
    const faces = this.facesOf(paragraph);
    const lines: Line[] = [];
    let line: Line = { pieces: [], width: 0 };
    let trailing = 0;
    const finish = () => {
      lines.push({ pieces: line.pieces, width: line.width - trailing });
      line = { pieces: [], width: 0 };
      trailing = 0;
    };
    const place = (unit: Unit) => {
      if (line.pieces.length > 0 && line.width + unit.width - unit.trailing > width) finish();
      for (const piece of unit.pieces) {
        const last = line.pieces.at(-1);
        if (last?.face === piece.face) line.pieces[line.pieces.length - 1] = join(last, piece);
        else line.pieces.push(piece);
      }
      line.width += unit.width;
      trailing = unit.trailing;
    };
    for (const [start, end] of this.unitBounds(paragraph)) {
      const unit = this.unit(paragraph, faces, start, end, style);
      if (unit.width - unit.trailing <= width) {
        place(unit);
        continue;
      }
      // A word wider than the line (a long number, a Thai phrase the dictionary does not know): cut it between
      // letters as written (graphemes), never between a letter and its marks.
      for (const part of this.graphemes.segment(paragraph.slice(start, end))) {
        const from = start + part.index;
        place(this.unit(paragraph, faces, from, from + part.segment.length, style));
      }
    }
    if (line.pieces.length > 0 || lines.length === 0) finish();
    return lines;
  }

  /** The face of each UTF-16 position of the paragraph, from its runs (one script split for the whole text). */
  private facesOf(paragraph: string): Face[] {
    const faces: Face[] = [];
    for (const run of scriptRuns(paragraph, this.lang, faceCovers)) {
      for (let i = 0; i < run.text.length; i += 1) faces.push(run.face);
    }
    return faces;
  }

  /**
   * Where the line may break: word boundaries, with spaces and closing punctuation kept on the word before them
   * and opening punctuation on the word after, so no line starts with "，" or ends with "(".
   */
  private unitBounds(paragraph: string): [number, number][] {
    const bounds: [number, number][] = [];
    for (const { segment, index, isWordLike } of this.words.segment(paragraph)) {
      const last = bounds.at(-1);
      const clings = last && (!isWordLike || OPENING.test(paragraph.slice(last[0], last[1])));
      if (last && clings && !OPENING.test(segment)) last[1] = index + segment.length;
      else bounds.push([index, index + segment.length]);
    }
    return bounds;
  }

  private unit(paragraph: string, faces: Face[], start: number, end: number, style: TextStyle): Unit {
    const pieces: Piece[] = [];
    let from = start;
    for (let at = start + 1; at <= end; at += 1) {
      if (at < end && faces[at] === faces[from]) continue;
      const face = faces[from] ?? 'latin';
      const text = paragraph.slice(from, at);
      pieces.push({ face, text, width: this.measure(face, text, style) });
      from = at;
    }
    const last = pieces.at(-1);
    const spaces = last ? (TRAILING_SPACE.exec(last.text)?.[0] ?? '') : '';
    return {
      pieces,
      width: pieces.reduce((sum, piece) => sum + piece.width, 0),
      trailing: last && spaces ? this.measure(last.face, spaces, style) : 0,
    };
  }
}

function join(a: Piece, b: Piece): Piece {
  return { face: a.face, text: a.text + b.text, width: a.width + b.width };
}

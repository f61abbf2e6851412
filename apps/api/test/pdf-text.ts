import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF as pdf.js reads it (what a viewer's search or a screen reader gets), through the
 * ToUnicode maps the writer embedded: proof that the text is there, in the fonts it was drawn in.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * A text compared as a PDF gives it back: without white space (a wrapped line loses its break, a run its spaces).
 * Thai ำ is drawn as two glyphs, its ring and า, which the embedded map names ำ and า: read back, ำา is ำ.
 */
export function comparable(text: string): string {
  return text.replace(/\u0e33\u0e32/g, '\u0e33').replace(/\s+/g, '');
}

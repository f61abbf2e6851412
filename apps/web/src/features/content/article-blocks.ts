export type ArticleLine = { text: string; heading: boolean };

/**
 * Help and law texts are plain text: paragraphs separated by blank lines. A line that asks a question (ends with
 * ? or ？) or numbers a section ("3. Prices and payment") and opens a paragraph is shown as its heading.
 */
export function articleParagraphs(content: string): ArticleLine[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.map((text, index) => ({
        text,
        heading: /[?？]\s*$/.test(text) || (index === 0 && lines.length > 1 && /^\s*\d{1,2}[.、．]\s*\S/.test(text)),
      })),
    );
}

import { describe, expect, it } from 'vitest';
import { articleParagraphs } from './article-blocks.ts';

describe('articleParagraphs', () => {
  it('splits paragraphs on blank lines and marks question lines as headings', () => {
    expect(articleParagraphs('How do I pay?\nFrom your balance.\n\nWhat is it？\nA code.')).toEqual([
      [
        { text: 'How do I pay?', heading: true },
        { text: 'From your balance.', heading: false },
      ],
      [
        { text: 'What is it？', heading: true },
        { text: 'A code.', heading: false },
      ],
    ]);
  });

  it('marks a numbered first line of a paragraph as its heading, but not a lone numbered line', () => {
    const [section, lone] = articleParagraphs('3. Prices\nPrices are in dollars.\n\n4. Only a line');
    expect(section?.[0]).toEqual({ text: '3. Prices', heading: true });
    expect(lone?.[0]).toEqual({ text: '4. Only a line', heading: false });
  });

  it('keeps lines without a question mark as body text and ignores Windows line ends', () => {
    expect(articleParagraphs('I forgot my password.\r\nUse the reset code.')).toEqual([
      [
        { text: 'I forgot my password.', heading: false },
        { text: 'Use the reset code.', heading: false },
      ],
    ]);
  });
});

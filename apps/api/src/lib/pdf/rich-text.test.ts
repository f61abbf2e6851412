import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { LangCode } from '@shop/contract/languages';
import { fontPath } from './pdf-fonts.ts';
import { type Line, Typesetter } from './rich-text.ts';

const STYLE = { size: 10 };

function setter(lang: LangCode = 'en') {
  return new Typesetter(new PDFDocument({ autoFirstPage: false, font: fontPath('latin', 'regular') }), lang);
}

const textOf = (line: Line) => line.pieces.map((piece) => piece.text).join('');
const MARK = /^\p{M}/u;

describe('setting text in lines', () => {
  it('breaks Thai between words, though it has no spaces, and keeps every letter with its marks', () => {
    const thai = 'ชุดถ้วยชามเซรามิกเคลือบด้านสไตล์มินิมอลสำหรับครอบครัวขนาดใหญ่พร้อมกล่องของขวัญ';
    const lines = setter('tai').lines(thai, STYLE, 120);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map(textOf).join('')).toBe(thai);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(120);
      expect(textOf(line)).not.toMatch(MARK);
    }
  });

  it('keeps Chinese punctuation off the start of a line and an opening bracket off its end', () => {
    const text = '世纪大道1001号，东方明珠小区（请放在门卫处，谢谢！）上海市浦东新区花木街道。';
    for (const width of [40, 55, 70, 85, 100]) {
      const lines = setter('zh-CN').lines(text, STYLE, width).map(textOf);
      expect(lines.join('')).toBe(text);
      for (const line of lines.slice(1)) expect(line, `at ${width}`).not.toMatch(/^[，。！）]/u);
      for (const line of lines) expect(line, `at ${width}`).not.toMatch(/（$/u);
    }
  });

  it('cuts a word wider than the line between its letters', () => {
    const code = 'SKU-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const lines = setter().lines(code, STYLE, 80);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map(textOf).join('')).toBe(code);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
  });

  it('breaks Latin text at spaces, which do not count at the end of a line', () => {
    const type = setter();
    // Exactly as wide as the second line: the space after "teapot" must not push "with" off the first.
    const width = type.widthOf('with bamboo handle', STYLE);
    const lines = type.lines('Stoneware teapot with bamboo handle', STYLE, width).map(textOf);
    expect(lines).toEqual(['Stoneware teapot ', 'with bamboo handle']);
  });

  it('starts a new line at each line break of the text, and keeps an empty one', () => {
    expect(setter().lines('one\n\ntwo', STYLE, 500).map(textOf)).toEqual(['one', '', 'two']);
    expect(setter().height('one\ntwo', STYLE, 500)).toBe(2 * setter().lineHeight(STYLE));
  });

  it('measures a run of several scripts as the sum of its faces', () => {
    const type = setter('en');
    const mixed = type.widthOf('Seoul서울', STYLE);
    expect(mixed).toBeCloseTo(type.widthOf('Seoul', STYLE) + type.widthOf('서울', STYLE), 3);
    // The Korean face is not the Latin one: "서울" is far wider than two Latin letters.
    expect(type.widthOf('서울', STYLE)).toBeGreaterThan(type.widthOf('Se', STYLE) * 1.5);
  });
});

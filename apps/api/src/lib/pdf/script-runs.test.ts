import { describe, expect, it } from 'vitest';
import { type Covers, type Face, scriptRuns } from './script-runs.ts';

/** Every face draws everything: the runs come from the scripts alone. */
const all: Covers = () => true;
const runs = (text: string, lang: Parameters<typeof scriptRuns>[1] = 'en', covers = all) =>
  scriptRuns(text, lang, covers).map((run) => `${run.face}:${run.text}`);

describe('splitting text into runs by script', () => {
  it('keeps one script in one run, digits and spaces with it', () => {
    expect(runs('742 Evergreen Terrace')).toEqual(['latin:742 Evergreen Terrace']);
    expect(runs('世纪大道100号', 'zh-CN')).toEqual(['sc:世纪大道100号']);
    expect(runs('12 ถนนสุขุมวิท', 'tai')).toEqual(['thai:12 ถนนสุขุมวิท']);
  });

  it('draws Chinese characters in the face of the slip or of the kana beside them', () => {
    expect(runs('上海市', 'zh-CN')).toEqual(['sc:上海市']);
    expect(runs('上海市', 'tai')).toEqual(['sc:上海市']);
    expect(runs('東京都', 'ri')).toEqual(['jp:東京都']);
    expect(runs('有田焼 マグカップ', 'en')).toEqual(['jp:有田焼 マグカップ']);
    expect(runs('서울 江南', 'en')).toEqual(['kr:서울 江南']);
  });

  it('cuts a mixed text where the script changes', () => {
    expect(runs('景德镇陶瓷工坊 Jingdezhen Studio', 'tai')).toEqual(['sc:景德镇陶瓷工坊 ', 'latin:Jingdezhen Studio']);
    expect(runs('Stoneware 한국 찻잔 (4개입)', 'en')).toEqual(['latin:Stoneware ', 'kr:한국 찻잔 (4개입)']);
    expect(runs('ชามเซรามิก Blue 15 ซม.', 'tai')).toEqual(['thai:ชามเซรามิก ', 'latin:Blue 15 ', 'thai:ซม.']);
  });

  it('keeps CJK punctuation with the CJK text nearest to it', () => {
    expect(runs('「桜」ペア', 'en')).toEqual(['jp:「桜」ペア']);
    expect(runs('Gift（礼品）', 'en')).toEqual(['latin:Gift', 'sc:（礼品）']);
    expect(runs('（）', 'ri')).toEqual(['jp:（）']);
  });

  it('keeps a Thai letter and its marks together', () => {
    expect(runs('ที่อยู่', 'en')).toEqual(['thai:ที่อยู่']);
  });

  it('gives a character its face lacks to the first face that has it', () => {
    const noEuroInThai: Covers = (face: Face, codePoint: number) => !(face === 'thai' && codePoint === 0x20ac);
    expect(runs('ราคา €5', 'tai', noEuroInThai)).toEqual(['thai:ราคา ', 'latin:€', 'thai:5']);
  });

  it('gives an empty text no run', () => {
    expect(runs('')).toEqual([]);
  });
});

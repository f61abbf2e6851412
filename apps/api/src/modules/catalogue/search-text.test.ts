import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, planSearch, relevanceTier, searchColumns, searchWords } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('lower-cases Latin text', () => {
    expect(normalizeSearchText('Wireless BLUETOOTH Earbuds')).toBe('wireless bluetooth earbuds');
  });

  it('removes accents from Latin letters, precomposed or combining', () => {
    expect(normalizeSearchText('Café Crème Brûlée')).toBe('cafe creme brulee');
    expect(normalizeSearchText('CAFÉ')).toBe('cafe');
    expect(normalizeSearchText('Cafe\u0301')).toBe('cafe');
    expect(normalizeSearchText('naïve Ångström señor')).toBe('naive angstrom senor');
  });

  it('folds full-width and half-width forms (NFKC)', () => {
    expect(normalizeSearchText('ＣＡＦÉ １２３')).toBe('cafe 123');
    expect(normalizeSearchText('ｲﾔﾎﾝ')).toBe('イヤホン');
    expect(normalizeSearchText('Ｔシャツ')).toBe('tシャツ');
  });

  it('keeps Japanese voiced marks, Korean syllables and Thai marks as they are', () => {
    expect(normalizeSearchText('ブルートゥース ガイド')).toBe('ブルートゥース ガイド');
    expect(normalizeSearchText('무선 블루투스 이어폰')).toBe('무선 블루투스 이어폰');
    expect(normalizeSearchText('หูฟังไร้สาย')).toBe('หูฟังไร้สาย');
    expect(normalizeSearchText('无线蓝牙耳机')).toBe('无线蓝牙耳机');
  });

  it('gives the same text for differently typed forms of the same word', () => {
    const forms = ['Café', 'CAFÉ', 'cafe', 'Cafe\u0301', 'ＣＡＦＥ', 'ｃａｆé'];
    expect(new Set(forms.map(normalizeSearchText))).toEqual(new Set(['cafe']));
  });
});

describe('searchWords', () => {
  it('splits on spaces, punctuation and symbols, and keeps runs of Thai or CJK whole', () => {
    expect(searchWords('earbuds case, silicone')).toEqual(['earbuds', 'case', 'silicone']);
    expect(searchWords('bluetooth over-ear headphones!')).toEqual(['bluetooth', 'over', 'ear', 'headphones']);
    expect(searchWords('หูฟังไร้สาย')).toEqual(['หูฟังไร้สาย']);
    expect(searchWords('緑茶 茶葉')).toEqual(['緑茶', '茶葉']);
    expect(searchWords('  ')).toEqual([]);
  });
});

describe('searchColumns', () => {
  it('writes the normalised words, one line per language in LANG_CODES order, falling back to English', () => {
    const columns = searchColumns({ en: 'Café, Crème!', 'zh-CN': '法式咖啡', han: '카페 크렘' });
    expect(columns.search_text).toBe('\n cafe creme \n 法式咖啡 \n cafe creme \n 카페 크렘 \n cafe creme \n');
    expect(columns.search_text.split('\n')).toHaveLength(LANG_CODES.length + 2);
  });

  it('never lets a text break the one-line-per-language layout', () => {
    const columns = searchColumns({ en: 'Two\nlines' });
    expect(columns.search_text.split('\n').slice(1, -1)).toEqual(Array(LANG_CODES.length).fill(' two lines '));
  });

  it('makes 2- and 3-letter grams of Latin words, without accents and without single letters', () => {
    const { search_grams } = searchColumns({ en: 'Café' });
    expect(search_grams).toEqual(expect.arrayContaining(['ca', 'caf', 'af', 'afe', 'fe']));
    expect(search_grams).not.toContain('c');
    expect(search_grams).not.toContain('fé');
    // Grams never span two words.
    expect(searchColumns({ en: 'ab cd' }).search_grams.sort()).toEqual(['ab', 'cd']);
  });

  it('adds every single Han, kana and Hangul character as a gram', () => {
    const { search_grams } = searchColumns({ en: 'x', 'zh-CN': '蓝牙耳机', ri: 'イヤホン', han: '무선' });
    expect(search_grams).toEqual(
      expect.arrayContaining(['蓝', '牙', '耳', '机', '蓝牙', '牙耳', '耳机', '蓝牙耳', '牙耳机']),
    );
    expect(search_grams).toEqual(expect.arrayContaining(['イ', 'ヤ', 'ホ', 'ン', 'イヤ', 'イヤホ', 'ヤホン']));
    expect(search_grams).toEqual(expect.arrayContaining(['무', '선', '무선']));
  });

  it('makes Thai grams of 2 and 3 code points but no single Thai characters', () => {
    const { search_grams } = searchColumns({ en: 'x', tai: 'หูฟัง' });
    expect(search_grams).toEqual(expect.arrayContaining(['หู', 'หูฟ', 'ูฟ', 'ูฟั', 'ฟั', 'ฟัง', 'ัง']));
    expect(search_grams).not.toContain('ห');
    expect(search_grams).not.toContain('ฟ');
  });

  it('lists each gram once', () => {
    const { search_grams } = searchColumns({ en: 'tea tea tea', 'zh-CN': '茶茶' });
    expect(new Set(search_grams).size).toBe(search_grams.length);
  });

  it('keeps only Latin-script words (and digits) in search_latin, each once', () => {
    const columns = searchColumns({
      en: 'Café Crème 2024',
      'zh-CN': '法式 Café',
      ri: 'カフェ',
      han: '카페',
      tai: 'คาเฟ่',
    });
    expect(columns.search_latin.split(' ').sort()).toEqual(['2024', 'cafe', 'creme']);
    expect(searchColumns({ en: 'x', 'zh-CN': '奶茶T恤' }).search_latin).toBe('x');
  });

  it('finds the grams of every substring query of a title (the index lookup can never miss a match)', () => {
    const titles = [
      {
        en: 'Wireless Bluetooth Earbuds',
        'zh-CN': '无线蓝牙耳机',
        ri: 'ワイヤレスイヤホン',
        han: '무선 블루투스 이어폰',
        tai: 'หูฟังไร้สาย',
      },
      {
        en: 'Café Crème Coffee Beans',
        'zh-CN': '奶茶图案T恤',
        ri: '緑茶 茶葉',
        han: '버블티 티셔츠',
        tai: 'เสื้อยืดลายชานม',
      },
    ];
    for (const title of titles) {
      const grams = new Set(searchColumns(title).search_grams);
      for (const text of Object.values(title)) {
        const chars = [...normalizeSearchText(text!)];
        for (let start = 0; start < chars.length; start++) {
          for (let end = start + 1; end <= Math.min(chars.length, start + 8); end++) {
            const plan = planSearch(chars.slice(start, end).join(''));
            if (!plan) continue;
            for (const word of plan.words) {
              for (const gram of word.grams)
                expect(grams.has(gram), `"${word.word}" needs "${gram}" from "${text}"`).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe('planSearch', () => {
  it('refuses a keyword with nothing searchable: empty, blank, one Latin letter, one Thai letter, punctuation', () => {
    for (const keyword of ['', '   ', 'a', 'E', 'a b', 'é', 'ก', '!!', '-'])
      expect(planSearch(keyword), JSON.stringify(keyword)).toBeUndefined();
  });

  it('plans a Latin word as every other trigram and the last, with the word itself for the substring check and the typo path', () => {
    expect(planSearch('  Earbuds ')).toEqual({
      phrase: 'earbuds',
      needles: ['\n earbuds \n', '\n earbuds ', ' earbuds ', ' earbuds', 'earbuds '],
      words: [{ word: 'earbuds', grams: ['ear', 'rbu', 'uds'] }],
      fuzzy: ['earbuds'],
    });
  });

  it('is case-, accent- and width-insensitive', () => {
    const plain = planSearch('cafe');
    for (const keyword of ['CAFE', 'Café', 'CAFÉ', 'ＣＡＦＥ', 'Cafe\u0301'])
      expect(planSearch(keyword), keyword).toEqual(plain);
  });

  it('searches a two-letter word by itself and gives it no typo path', () => {
    expect(planSearch('TV')).toMatchObject({ phrase: 'tv', words: [{ word: 'tv', grams: ['tv'] }], fuzzy: [] });
  });

  it('offers the typo path only for Latin words of four letters or more', () => {
    expect(planSearch('mug')!.fuzzy).toEqual([]);
    expect(planSearch('wirelss')!.fuzzy).toEqual(['wirelss']);
    expect(planSearch('wireless 耳机')!.fuzzy).toEqual(['wireless']);
  });

  it('accepts a single Chinese, Japanese or Korean character as a whole word', () => {
    expect(planSearch('茶')).toMatchObject({ phrase: '茶', words: [{ word: '茶', grams: ['茶'] }], fuzzy: [] });
    expect(planSearch('ケ')!.words).toEqual([{ word: 'ケ', grams: ['ケ'] }]);
    expect(planSearch('폰')!.words).toEqual([{ word: '폰', grams: ['폰'] }]);
  });

  it('looks up a two-character Chinese or Korean term as one gram', () => {
    expect(planSearch('蓝牙')!.words).toEqual([{ word: '蓝牙', grams: ['蓝牙'] }]);
    expect(planSearch('무선')!.words).toEqual([{ word: '무선', grams: ['무선'] }]);
  });

  it('looks up longer CJK and Thai words by every other trigram and the last', () => {
    expect(planSearch('ケトル')!.words).toEqual([{ word: 'ケトル', grams: ['ケトル'] }]);
    expect(planSearch('蓝牙耳机')!.words).toEqual([{ word: '蓝牙耳机', grams: ['蓝牙耳', '牙耳机'] }]);
    expect(planSearch('หูฟัง')).toMatchObject({
      phrase: 'หูฟัง',
      words: [{ word: 'หูฟัง', grams: ['หูฟ', 'ฟัง'] }],
      fuzzy: [],
    });
  });

  it('splits a phrase into words, drops one-letter Latin words and repeats, and keeps the whole phrase for ranking', () => {
    const plan = planSearch('A wireless, WIRELESS earbuds')!;
    expect(plan.phrase).toBe('a wireless wireless earbuds');
    expect(plan.words.map((w) => w.word)).toEqual(['wireless', 'earbuds']);
    expect(plan.fuzzy).toEqual(['wireless', 'earbuds']);
  });

  it('repeats no gram within a word', () => {
    expect(planSearch('aaaaa')!.words).toEqual([{ word: 'aaaaa', grams: ['aaa'] }]);
  });
});

describe('relevanceTier', () => {
  const tierOf = (keyword: string, texts: Parameters<typeof searchColumns>[0]) =>
    relevanceTier(searchColumns(texts).search_text, planSearch(keyword)!);

  it('ranks an exact title, then a title that begins with the words, then whole words, in any language', () => {
    expect(tierOf('Phone Case', { en: 'phone case' })).toBe(0);
    expect(tierOf('phone case', { en: 'x', ri: 'Phone Case for iPhone' })).toBe(1);
    expect(tierOf('phone case', { en: 'Clear phone case, magnetic' })).toBe(2);
    expect(tierOf('케이스', { en: 'x', han: '아이폰 투명 케이스 황변 방지' })).toBe(2);
  });

  it('ranks the head of a compound above its other edge: the end in Chinese, Japanese and Korean', () => {
    expect(tierOf('ケース', { en: 'x', ri: 'クリア マグネット スマホケース' })).toBe(3);
    expect(tierOf('ケース', { en: 'x', ri: 'シリコン トイレブラシ ケース付き' })).toBe(4);
    expect(tierOf('耳机', { en: 'x', 'zh-CN': '主动降噪真无线蓝牙耳机 蓝牙5.3' })).toBe(3);
    expect(tierOf('耳机', { en: 'x', 'zh-CN': '三合一无线充电器 手机手表耳机同时充' })).toBe(5);
    expect(tierOf('耳', { en: 'x', 'zh-CN': '开放式运动蓝牙耳机 耳挂式不入耳' })).toBe(3);
    expect(tierOf('耳', { en: 'x', 'zh-CN': '土耳其软糖 玫瑰开心果 礼盒装' })).toBe(5);
  });

  it('ranks the start of a word above its end in Latin and Thai, where the head comes first', () => {
    expect(tierOf('ear', { en: 'Earbuds with case' })).toBe(3);
    expect(tierOf('case', { en: 'Oak bookcase' })).toBe(4);
    expect(tierOf('เคส', { en: 'x', tai: 'เคสใสแม่เหล็ก สำหรับ iPhone' })).toBe(3);
    expect(tierOf('ear', { en: 'Clear glass' })).toBe(4);
    expect(tierOf('ear', { en: 'Pearl necklace' })).toBe(5);
  });
});

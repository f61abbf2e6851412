import { LANG_CODES, localeOf } from '@shop/contract/languages';
import en from '@shop/contract/messages/en.json' with { type: 'json' };
import han from '@shop/contract/messages/han.json' with { type: 'json' };
import ri from '@shop/contract/messages/ri.json' with { type: 'json' };
import tai from '@shop/contract/messages/tai.json' with { type: 'json' };
import zhCN from '@shop/contract/messages/zh-CN.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';

const catalogues = { en, 'zh-CN': zhCN, ri, han, tai } as const;

/** Never "1 attempts left": counts follow each language's plural rules (docs/i18n.md#message-keys). */
describe('plural server messages', () => {
  it('says "1 attempt left" and "1 minute" in English, and the plural form otherwise', () => {
    expect(translate('en', 'errors.PAY_PASSWORD_WRONG', { left: 1 })).toBe('Wrong payment code, 1 attempt left');
    expect(translate('en', 'errors.PAY_PASSWORD_WRONG', { left: 4 })).toBe('Wrong payment code, 4 attempts left');
    expect(translate('en', 'errors.PAY_PASSWORD_WRONG', { left: 0 })).toBe('Wrong payment code, 0 attempts left');
    expect(translate('en', 'errors.RATE_LIMITED', { minutes: 1 })).toBe(
      'Too many attempts, please try again in 1 minute',
    );
    expect(translate('en', 'errors.PAY_PASSWORD_LOCKED', { minutes: 15 })).toMatch(/locked for 15 minutes$/);
  });

  it('keeps the one form of languages without a singular (Japanese, Korean, Chinese, Thai)', () => {
    expect(translate('ri', 'errors.PAY_PASSWORD_WRONG', { left: 1 })).toBe(
      ri.errors.PAY_PASSWORD_WRONG.replace('{{left}}', '1'),
    );
    expect(translate('tai', 'errors.RATE_LIMITED', { minutes: 1 })).toBe(
      tai.errors.RATE_LIMITED.replace('{{minutes}}', '1'),
    );
  });

  it('leaves messages without plural forms as they are', () => {
    expect(translate('en', 'errors.NOT_FOUND')).toBe('Not found');
    expect(translate('en', 'errors.ADDRESS_LIMIT', { max: 20 })).toBe('You can keep at most 20 addresses');
  });

  it('has, in every language, each plural form that language uses for every message with a singular', () => {
    const base = Object.keys(en.errors).filter((key) => key.endsWith('_one'));
    expect(base.length).toBeGreaterThan(0);
    for (const lang of LANG_CODES) {
      const errors = catalogues[lang].errors as Record<string, string>;
      const forms = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories;
      for (const key of base.map((k) => k.replace(/_one$/, ''))) {
        for (const form of forms) {
          const name = form === 'other' ? key : `${key}_${form}`;
          expect(errors[name], `${lang}: errors.${name}`).toBeTruthy();
        }
      }
    }
  });
});

import { tagOf } from '@shop/contract/language-tags';
import type { LangCode } from '@shop/contract/languages';
import { useTranslation } from 'react-i18next';
import { NATIVE_NAMES, useLanguageChoice } from './language-choice.ts';
import { useThemeToken } from './theme-token.ts';

/** A chevron as antd draws its selects', coloured as their arrow: the select's own arrow is turned off to match. */
const chevron = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" fill="${color}"><path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z"/></svg>`,
  )}")`;

/**
 * The language switch of the pages before signing in (sign-in, password recovery, an application): the browser's
 * own select, drawn as a text button with antd's tokens. Every visit starts on one of these pages, so it carries
 * no menu library; on a phone it opens the system's picker.
 */
export function LanguageSelect() {
  const { t } = useTranslation('desk');
  const token = useThemeToken();
  const { languages, current, switching, choose } = useLanguageChoice();
  if (languages.length < 2) return null;
  return (
    <select
      aria-label={t('shell.language')}
      lang={tagOf(current)}
      value={current}
      // Not disabled while the language loads: that would throw the keyboard's focus off the select.
      aria-busy={switching}
      onChange={(event) => choose(event.target.value as LangCode)}
      style={{
        appearance: 'none',
        height: token.controlHeightSM,
        padding: `0 ${token.paddingXS + 14}px 0 ${token.paddingXS}px`,
        border: 'none',
        borderRadius: token.borderRadiusSM,
        background: `transparent ${chevron(token.colorTextTertiary)} no-repeat right ${token.paddingXS}px center / 10px`,
        color: token.colorText,
        font: 'inherit',
        fontSize: token.fontSize,
        cursor: switching ? 'progress' : 'pointer',
      }}
    >
      {languages.map((lang) => (
        <option key={lang} value={lang} lang={tagOf(lang)} title={t(`languages.${lang}`)}>
          {NATIVE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}

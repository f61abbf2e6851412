import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingLanguages } from '@shop/desk/localized/localized-text.ts';

const NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.file_name, l.language_name])) as Record<LangCode, string>;

/**
 * A mark beside a catalogue text that lacks translations: "2 untranslated", the languages on hover (and for
 * screen readers); nothing when every language is written.
 */
export function MissingTranslations({ text }: { text: Partial<Record<LangCode, string>> }) {
  const { t } = useTranslation('catalogue');
  const missing = missingLanguages(text);
  if (!missing.length) return null;
  const which = t('localized.missingList', { languages: missing.map((lang) => NAMES[lang]).join(', ') });
  return (
    <Tooltip title={which}>
      <Tag color="warning" aria-label={which} style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}>
        {t('localized.missing', { count: missing.length })}
      </Tag>
    </Tooltip>
  );
}

import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskI18n } from './desk-providers.tsx';

/** Each language in its own name, so someone who cannot read the current one still finds theirs. */
const NATIVE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.file_name, l.language_name])) as Record<
  LangCode,
  string
>;

/**
 * The languages the app offers. Switching refetches what is on screen, so server-made texts (messages, names the
 * server picks by the `lang` header) follow the new language too.
 */
export function LanguageSwitch({ size }: { size?: 'small' | 'middle' }) {
  const desk = useDeskI18n();
  const { t } = useTranslation('desk');
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  if (desk.languages.length < 2) return null;
  return (
    <Select<LangCode>
      aria-label={t('shell.language')}
      size={size}
      value={desk.language()}
      loading={switching}
      popupMatchSelectWidth={false}
      variant="borderless"
      options={desk.languages.map((lang) => ({
        value: lang,
        label: NATIVE_NAMES[lang],
        title: t(`languages.${lang}`),
      }))}
      onChange={(lang) => {
        setSwitching(true);
        void desk
          .changeLanguage(lang)
          .then(() => queryClient.invalidateQueries())
          .finally(() => setSwitching(false));
      }}
    />
  );
}

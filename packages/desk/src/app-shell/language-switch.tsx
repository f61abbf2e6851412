import { DownOutlined } from '@ant-design/icons';
import { tagOf } from '@shop/contract/language-tags';
import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskI18n } from './desk-providers.tsx';

/** Each language in its own name, so someone who cannot read the current one still finds theirs. */
const NATIVE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.file_name, l.language_name])) as Record<
  LangCode,
  string
>;

/**
 * The languages the app offers, as a menu under the current one's name (the header's account menu is the same
 * Dropdown, so the sign-in page, where every visit starts, loads no Select for it). Switching refetches what is on
 * screen, so server-made texts (messages, names the server picks by the `lang` header) follow the new language too.
 */
export function LanguageSwitch({ size }: { size?: 'small' | 'middle' }) {
  const desk = useDeskI18n();
  const { t } = useTranslation('desk');
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  if (desk.languages.length < 2) return null;
  const current = desk.language();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: desk.languages.map((lang) => ({
          key: lang,
          label: (
            <span lang={tagOf(lang)} title={t(`languages.${lang}`)}>
              {NATIVE_NAMES[lang]}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          if (key === current) return;
          setSwitching(true);
          void desk
            .changeLanguage(key as LangCode)
            .then(() => queryClient.invalidateQueries())
            .finally(() => setSwitching(false));
        },
      }}
    >
      <Button
        type="text"
        size={size}
        loading={switching}
        aria-label={`${t('shell.language')}: ${NATIVE_NAMES[current]}`}
      >
        <span lang={tagOf(current)}>{NATIVE_NAMES[current]}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

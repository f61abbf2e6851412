import { DownOutlined } from '@ant-design/icons';
import { tagOf } from '@shop/contract/language-tags';
import type { LangCode } from '@shop/contract/languages';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { NATIVE_NAMES, useLanguageChoice } from './language-choice.ts';

/**
 * The signed-in header's language switch: a menu under the current language's name, the same Dropdown as the
 * header's account menu beside it. The pages before signing in use the browser's own select (LanguageSelect).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('desk');
  const { languages, current, switching, choose } = useLanguageChoice();
  if (languages.length < 2) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((lang) => ({
          key: lang,
          label: (
            <span lang={tagOf(lang)} title={t(`languages.${lang}`)}>
              {NATIVE_NAMES[lang]}
            </span>
          ),
        })),
        onClick: ({ key }) => choose(key as LangCode),
      }}
    >
      <Button type="text" loading={switching} aria-label={`${t('shell.language')}: ${NATIVE_NAMES[current]}`}>
        <span lang={tagOf(current)}>{NATIVE_NAMES[current]}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

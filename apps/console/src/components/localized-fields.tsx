import { localizedTextInput } from '@shop/contract/console-catalogue';
import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import {
  LocalizedTabs as DeskLocalizedTabs,
  LocalizedTextInput,
  type LocalizedFieldSpec,
  type LocalizedTabsProps,
  type LocalizedTabsWords,
} from '@shop/desk/localized/localized-tabs.tsx';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export { languageOfFirstError, type LocalizedFieldSpec } from '@shop/desk/localized/localized-tabs.tsx';

/** The contract's rules for one language of a text: English required (unless optional), all within `max`. */
function useLanguageRules() {
  const rules = useFormRules();
  return (spec: LocalizedFieldSpec, lang: LangCode) => {
    const shape = localizedTextInput(spec.max, { optional: spec.optional }).in.shape;
    return [rules.schema(shape[lang])];
  };
}

/** The console's words for a language left empty (the catalogue namespace's, registered with the console). */
export function useLocalizedTabsWords(): LocalizedTabsWords {
  const { t } = useTranslation('catalogue');
  return { usesEnglish: t('localized.usesEnglish'), fallsBack: (language) => t('localized.fallsBack', { language }) };
}

/** Desk's texts-in-five-languages tabs, in the console's words. */
export function LocalizedTabs(props: Omit<LocalizedTabsProps, 'words'>) {
  return <DeskLocalizedTabs {...props} words={useLocalizedTabsWords()} />;
}

/**
 * One short text in the five languages as a small table, a row per language (a category's name): all in view at
 * once, English first and required.
 */
export function LocalizedRows({ spec }: { spec: LocalizedFieldSpec }) {
  const { t } = useTranslation('catalogue');
  const languageRules = useLanguageRules();
  const english: string | undefined = Form.useWatch([spec.name, 'en']);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>
        {spec.label}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('localized.rowsHint')}
        </Typography.Text>
      </legend>
      {LANGUAGES.map(({ file_name: code, language_name: language }) => (
        <Form.Item
          key={code}
          layout="horizontal"
          label={language}
          labelCol={{ flex: '96px' }}
          labelAlign="left"
          colon={false}
          name={[spec.name, code]}
          required={code === 'en'}
          rules={languageRules(spec, code)}
          style={{ marginBottom: 12 }}
        >
          <LocalizedTextInput spec={spec} placeholder={code === 'en' ? undefined : english} />
        </Form.Item>
      ))}
    </fieldset>
  );
}

import { localizedTextInput } from '@shop/contract/console-catalogue';
import { LANGUAGES, type LangCode, normalizeLang } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Alert, Form, Input, Space, Tabs, Tag, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedForm } from '../lib/localized.ts';

/** One text of the thing edited, written in every language ("Title", max 60). */
export interface LocalizedFieldSpec {
  /** The form field holding the LocalizedForm ("title"); each language is `[name, lang]`. */
  name: string;
  label: string;
  /** The contract's limit for this text. */
  max: number;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/** The contract's rules for one language of a text: English required, all within `max`. */
function useLanguageRules() {
  const rules = useFormRules();
  return (max: number, lang: LangCode) => {
    const shape = localizedTextInput(max).in.shape;
    return [rules.schema(shape[lang])];
  };
}

interface TextInputProps {
  spec: LocalizedFieldSpec;
  placeholder?: string;
  /** Given by Form.Item: the field's id (its label points at it), value and change. */
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

function TextInput({ spec, ...field }: TextInputProps) {
  return spec.rows ? (
    <Input.TextArea {...field} rows={spec.rows} maxLength={spec.max} showCount />
  ) : (
    <Input {...field} maxLength={spec.max} showCount />
  );
}

/** The language of the first field with a problem, e.g. to show its tab after a refused save. */
export function languageOfFirstError(
  errorFields: readonly { name: readonly (string | number)[] }[],
): LangCode | undefined {
  for (const field of errorFields) {
    const lang = normalizeLang(field.name[1]);
    if (lang) return lang;
  }
  return undefined;
}

interface LocalizedTabsProps {
  fields: readonly LocalizedFieldSpec[];
  /** The tab shown: the parent opens the tab of a problem (languageOfFirstError). */
  lang: LangCode;
  onLangChange(lang: LangCode): void;
}

/**
 * Texts in the five languages, one tab per language (each in its own name). English is required; a tab with an
 * empty text is marked, since shoppers reading that language then see the English one. Every tab stays mounted, so
 * hidden languages keep their edits and their problems.
 */
export function LocalizedTabs({ fields, lang, onLangChange }: LocalizedTabsProps) {
  const { t } = useTranslation('catalogue');
  const languageRules = useLanguageRules();
  const form = Form.useFormInstance();
  const values = Form.useWatch(
    (all: Record<string, Partial<LocalizedForm> | undefined>) => fields.map((spec) => all[spec.name] ?? {}),
    form,
  );
  const items = LANGUAGES.map(({ file_name: code, language_name: language }) => {
    const english = code === 'en';
    const fallsBack = !english && (values ?? []).some((text) => !text[code]?.trim());
    return {
      key: code,
      forceRender: true,
      label: (
        <Space size={6}>
          <span>{language}</span>
          {english && <Typography.Text type="danger">*</Typography.Text>}
          {fallsBack && (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('localized.usesEnglish')}
            </Tag>
          )}
        </Space>
      ),
      children: (
        <>
          {fallsBack && (
            <Alert type="info" showIcon title={t('localized.fallsBack', { language })} style={{ marginBottom: 16 }} />
          )}
          {fields.map((spec, i) => (
            <Form.Item
              key={spec.name}
              label={spec.label}
              name={[spec.name, code]}
              required={english}
              rules={languageRules(spec.max, code)}
            >
              <TextInput spec={spec} placeholder={english ? undefined : values?.[i]?.en} />
            </Form.Item>
          ))}
        </>
      ),
    };
  });
  return <Tabs activeKey={lang} onChange={(key) => onLangChange(key as LangCode)} items={items} />;
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
          rules={languageRules(spec.max, code)}
          style={{ marginBottom: 12 }}
        >
          <TextInput spec={spec} placeholder={code === 'en' ? undefined : english} />
        </Form.Item>
      ))}
    </fieldset>
  );
}

import { localizedTextInput } from '@shop/contract/console-catalogue';
import { LANGUAGES, type LangCode, normalizeLang } from '@shop/contract/languages';
import { Alert, Form, Input, Space, Tabs, Tag, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import type { LocalizedForm } from './localized-text.ts';

/** One text of the thing edited, written in every language ("Shop name", at most 60 characters). */
export interface LocalizedFieldSpec {
  /** The form field holding the LocalizedForm ("name"); each language is `[name, lang]`. */
  name: string;
  label: string;
  /** The contract's limit for this text. */
  max: number;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The text may stay empty in every language, English too (a shop's description). */
  optional?: boolean;
}

interface TextInputProps {
  spec: LocalizedFieldSpec;
  placeholder?: string;
  /** Given by Form.Item: the field's id (its label points at it), value and change. */
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** One language's input of a text: a text area or a line, the contract's limit counted. */
export function LocalizedTextInput({ spec, ...field }: TextInputProps) {
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

/** What the tabs say of a language left empty; a desk may give its own words (else desk's). */
export interface LocalizedTabsWords {
  /** The mark on a tab with an empty text: "Uses English". */
  usesEnglish: string;
  /** The note inside such a tab, for the language's name. */
  fallsBack(language: string): string;
}

export interface LocalizedTabsProps {
  fields: readonly LocalizedFieldSpec[];
  /** The tab shown: the parent opens the tab of a problem (languageOfFirstError). */
  lang: LangCode;
  onLangChange(lang: LangCode): void;
  words?: LocalizedTabsWords;
}

/**
 * Texts in the five languages inside an antd Form, one tab per language (each in its own name), checked with the
 * contract's LocalizedText rules. English is required; a tab with an empty text is marked, since readers of that
 * language then see the English one. Every tab stays mounted, so hidden languages keep their edits and problems.
 */
export function LocalizedTabs(props: LocalizedTabsProps) {
  return props.words ? <TabsInWords {...props} words={props.words} /> : <TabsInLocalizedWords {...props} />;
}

/** The tabs in desk's own words, for a desk that gives none of its own. */
function TabsInLocalizedWords(props: LocalizedTabsProps) {
  const { t } = useTranslation('desk');
  return (
    <TabsInWords
      {...props}
      words={{
        usesEnglish: t('localized.usesEnglish'),
        fallsBack: (language) => t('localized.fallsBack', { language }),
      }}
    />
  );
}

function TabsInWords({ fields, lang, onLangChange, words }: LocalizedTabsProps & { words: LocalizedTabsWords }) {
  const rules = useFormRules();
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
              {words.usesEnglish}
            </Tag>
          )}
        </Space>
      ),
      children: (
        <>
          {fallsBack && <Alert type="info" showIcon title={words.fallsBack(language)} style={{ marginBottom: 16 }} />}
          {fields.map((spec, i) => (
            <Form.Item
              key={spec.name}
              label={spec.label}
              name={[spec.name, code]}
              required={english && !spec.optional}
              rules={[rules.schema(localizedTextInput(spec.max, { optional: spec.optional }).in.shape[code])]}
            >
              <LocalizedTextInput spec={spec} placeholder={english ? undefined : values?.[i]?.en} />
            </Form.Item>
          ))}
        </>
      ),
    };
  });
  return <Tabs activeKey={lang} onChange={(key) => onLangChange(key as LangCode)} items={items} />;
}

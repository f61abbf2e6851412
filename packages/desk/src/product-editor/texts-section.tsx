import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { Alert, Badge, Form, Input, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShownIssue } from './editor-issues.ts';
import type { LocalizedForm, ProductFormValues } from './product-form.ts';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 5000;

interface TextsSectionProps {
  /** The language tab shown (the save bar's list opens the tab of a problem). */
  lang: LangCode;
  onLangChange(lang: LangCode): void;
  issues: readonly ShownIssue[];
}

/**
 * The title and description, one tab per language. English is required; a tab whose title or description is
 * empty is marked, because shoppers reading that language then see the English text.
 */
export function TextsSection({ lang, onLangChange, issues }: TextsSectionProps) {
  const { t } = useTranslation('product-editor');
  const form = Form.useFormInstance<ProductFormValues>();
  const title: Partial<LocalizedForm> = Form.useWatch('title', form) ?? {};
  const description: Partial<LocalizedForm> = Form.useWatch('description', form) ?? {};

  const items = LANGUAGES.map(({ file_name: code, language_name: language }) => {
    const english = code === 'en';
    const fallsBack = !english && (!title[code]?.trim() || !description[code]?.trim());
    const wrong = issues.some(
      (issue) => (issue.name[0] === 'title' || issue.name[0] === 'description') && issue.name[1] === code,
    );
    return {
      key: code,
      // Every language stays mounted: its fields keep their edits and can show their problems while hidden.
      forceRender: true,
      label: (
        <Space size={6}>
          <span>{language}</span>
          {english && <Typography.Text type="danger">*</Typography.Text>}
          {fallsBack && (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('texts.fallsBack')}
            </Tag>
          )}
          {wrong && (
            <span role="img" aria-label={t('texts.hasProblems')}>
              <Badge status="error" />
            </span>
          )}
        </Space>
      ),
      children: (
        <>
          {fallsBack && (
            <Alert
              type="info"
              role="note"
              showIcon
              title={t('texts.fallsBackHelp', { language })}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item label={t('fields.title')} name={['title', code]} required={english}>
            <Input maxLength={TITLE_MAX} showCount placeholder={english ? undefined : title.en} />
          </Form.Item>
          <Form.Item label={t('fields.description')} name={['description', code]} required={english}>
            <Input.TextArea
              rows={8}
              maxLength={DESCRIPTION_MAX}
              showCount
              placeholder={english ? undefined : description.en}
            />
          </Form.Item>
        </>
      ),
    };
  });

  return <Tabs activeKey={lang} onChange={(key) => onLangChange(key as LangCode)} items={items} />;
}

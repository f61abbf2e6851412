import { hotKeywordsBody, MAX_HOT_KEYWORDS } from '@shop/contract/console-catalogue';
import { LANG_CODES, LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hotKeywordsQueryOptions, saveHotKeywords } from './api.ts';
import { setFieldErrors } from '../../lib/form-errors.ts';

type KeywordsForm = Record<LangCode, string[]>;

const KEYWORD_MAX = 30;

/** The stored suggestions in every language (none where a language has none). */
function formOf(keywords: Record<string, string[]> | undefined): KeywordsForm {
  return Object.fromEntries(LANG_CODES.map((lang) => [lang, [...(keywords?.[lang] ?? [])]])) as KeywordsForm;
}

/** Every language's keywords, trimmed, blanks dropped: the body of one save. */
export function keywordsBody(values: Partial<KeywordsForm>): { keywords: KeywordsForm } {
  return {
    keywords: Object.fromEntries(
      LANG_CODES.map((lang) => [lang, (values[lang] ?? []).map((word) => word.trim()).filter(Boolean)]),
    ) as KeywordsForm,
  };
}

function KeywordsFormView({ initial }: { initial: KeywordsForm }) {
  const { t, i18n } = useTranslation('hot-keywords');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const [form] = Form.useForm<KeywordsForm>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveHotKeywords,
    onSuccess: (saved) => {
      queryClient.setQueryData(hotKeywordsQueryOptions().queryKey, saved);
      form.setFieldsValue(formOf(saved.keywords));
      void message.success(t('saved'));
    },
    onError: (error) => setFieldErrors(form, fieldErrors(error, i18n)),
  });
  const lengthRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const words = Array.isArray(value) ? (value as string[]) : [];
      const long = words.find((word) => word.trim().length > KEYWORD_MAX);
      if (long) throw new Error(t('tooLong', { keyword: long, max: KEYWORD_MAX }));
    },
  };

  return (
    <Form<KeywordsForm>
      form={form}
      name="hot-keywords"
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate(keywordsBody(values))}
    >
      {save.error && fieldErrors(save.error, i18n).length === 0 && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">
        {t('intro', { max: MAX_HOT_KEYWORDS, length: KEYWORD_MAX })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {LANGUAGES.map(({ file_name: lang, language_name: language }) => (
          <Col key={lang} xs={24} lg={12} xxl={8}>
            <Card size="small" title={language} extra={<Typography.Text type="secondary">{lang}</Typography.Text>}>
              <Form.Item
                name={lang}
                label={t('keywordsIn', { language })}
                rules={[lengthRule, rules.schema(hotKeywordsBody.shape.keywords.shape[lang])]}
                extra={t('hint')}
                style={{ marginBottom: 0 }}
              >
                <Select<string[]>
                  mode="tags"
                  maxCount={MAX_HOT_KEYWORDS}
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={['\n']}
                  placeholder={t('placeholder')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Card>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
        {desk('actions.save')}
      </Button>
    </Form>
  );
}

/** The search page's suggested keywords, a card per language, saved together. */
export function HotKeywordsPage() {
  const keywords = useQuery(hotKeywordsQueryOptions());
  if (keywords.error) return <Alert type="error" showIcon title={keywords.error.message} />;
  if (!keywords.data) return <Skeleton active />;
  return <KeywordsFormView initial={formOf(keywords.data.keywords)} />;
}

import {
  CONTENT_BODY_MAX,
  CONTENT_PAGE_KEYS,
  CONTENT_TITLE_MAX,
  type ConsoleContentDto,
  type ConsoleContentPageDto,
  type ContentPageKey,
} from '@shop/contract/console-content';
import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Segmented, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contentQueryOptions, saveContent } from './api.ts';

/** Each language of the shop in its own name, with its code: the operator edits the shop's pages, not the UI's. */
const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGES.map((l) => [l.file_name, `${l.language_name} (${l.file_name})`]),
) as Record<LangCode, string>;

const isPageKey = (value: string | null): value is ContentPageKey =>
  (CONTENT_PAGE_KEYS as readonly (string | null)[]).includes(value);
const isLang = (value: string | null): value is LangCode => LANGUAGES.some((l) => l.file_name === value);

/**
 * The shop's help and law pages: choose the page and the language, edit its title and text, save. The shop shows
 * the text as plain paragraphs (a blank line between them); a language left empty shows the English page.
 */
export function ContentEditorPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const key: ContentPageKey = isPageKey(params.get('page')) ? (params.get('page') as ContentPageKey) : 'help_support';
  const lang: LangCode = isLang(params.get('lang')) ? (params.get('lang') as LangCode) : 'en';
  const content = useQuery(contentQueryOptions(key));

  const choose = (next: { page?: ContentPageKey; lang?: LangCode }) =>
    setParams({ page: next.page ?? key, lang: next.lang ?? lang });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 900 }}>
      <Segmented<ContentPageKey>
        value={key}
        onChange={(page) => choose({ page })}
        options={CONTENT_PAGE_KEYS.map((value) => ({ value, label: t(`pages.${value}`) }))}
      />
      {content.error && <Alert type="error" showIcon title={content.error.message} />}
      {content.data ? (
        <Card styles={{ body: { paddingTop: 8 } }}>
          <Tabs
            activeKey={lang}
            onChange={(next) => choose({ lang: next as LangCode })}
            items={content.data.pages.map((page) => ({
              key: page.lang,
              label: LANGUAGE_LABELS[page.lang],
              children: <PageForm key={`${key}:${page.lang}`} pageKey={key} page={page} />,
            }))}
          />
        </Card>
      ) : (
        content.isPending && <Skeleton active />
      )}
    </Space>
  );
}

interface PageValues {
  title: string;
  content: string;
}

function PageForm({ pageKey, page }: { pageKey: ContentPageKey; page: ConsoleContentPageDto }) {
  const { t } = useTranslation('content');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const rules = useFormRules();
  const [form] = Form.useForm<PageValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (values: PageValues) => saveContent({ key: pageKey, lang: page.lang, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ConsoleContentDto>(contentQueryOptions(pageKey).queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((p) => (p.lang === saved.lang ? saved : p)) } : data,
      );
      form.setFieldsValue({ title: saved.title, content: saved.content });
      void message.success(t('saved', { page: t(`pages.${pageKey}`), lang: page.lang }));
    },
  });

  return (
    <Form<PageValues>
      form={form}
      // Each language keeps its own form (unsaved edits survive switching tabs): the name keeps field ids apart.
      name={`content-${pageKey}-${page.lang}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ title: page.title, content: page.content }}
      onFinish={(values) => save.mutate(values)}
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      {page.updated_at === null && <Alert type="info" showIcon title={t('noPageYet')} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('title')}
        name="title"
        rules={[{ required: true, whitespace: true, message: t('titleRequired') }, rules.max(CONTENT_TITLE_MAX)]}
      >
        <Input maxLength={CONTENT_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        label={t('text')}
        name="content"
        extra={t('textHint')}
        rules={[{ required: true, whitespace: true, message: t('textRequired') }, rules.max(CONTENT_BODY_MAX)]}
      >
        <Input.TextArea autoSize={{ minRows: 12, maxRows: 30 }} maxLength={CONTENT_BODY_MAX} showCount />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {desk('actions.save')}
        </Button>
        {page.updated_at && (
          <Typography.Text type="secondary">
            {t('lastSaved', { time: format.dateTime(page.updated_at) })}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}

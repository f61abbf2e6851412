import {
  CONTENT_BODY_MAX,
  CONTENT_PAGE_KEYS,
  CONTENT_TITLE_MAX,
  type ConsoleContentDto,
  type ConsoleContentPageDto,
  type ContentPageKey,
} from '@shop/contract/console-content';
import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Segmented, Skeleton, Space, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { contentQueryOptions, saveContent } from './api.ts';

export const PAGE_LABELS: Record<ContentPageKey, string> = { help_support: 'Help and support', law: 'Law' };
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
  const [params, setParams] = useSearchParams();
  const key: ContentPageKey = isPageKey(params.get('page')) ? (params.get('page') as ContentPageKey) : 'help_support';
  const lang: LangCode = isLang(params.get('lang')) ? (params.get('lang') as LangCode) : 'en';
  const content = useQuery(contentQueryOptions(key));

  const choose = (next: { page?: ContentPageKey; lang?: LangCode }) =>
    setParams({ page: next.page ?? key, lang: next.lang ?? lang });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Content
      </Typography.Title>
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 900 }}>
        <Segmented<ContentPageKey>
          value={key}
          onChange={(page) => choose({ page })}
          options={CONTENT_PAGE_KEYS.map((value) => ({ value, label: PAGE_LABELS[value] }))}
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
    </>
  );
}

interface PageValues {
  title: string;
  content: string;
}

function PageForm({ pageKey, page }: { pageKey: ContentPageKey; page: ConsoleContentPageDto }) {
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
      void message.success(`${PAGE_LABELS[pageKey]} (${page.lang}) saved`);
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
      {page.updated_at === null && (
        <Alert
          type="info"
          showIcon
          title="This language has no page yet: the shop shows the English one."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: 'Enter a title' },
          { max: CONTENT_TITLE_MAX, message: `At most ${CONTENT_TITLE_MAX} characters` },
        ]}
      >
        <Input maxLength={CONTENT_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        label="Text"
        name="content"
        extra="Plain text. Leave a blank line between paragraphs; a line ending with a question mark is shown as a heading."
        rules={[
          { required: true, whitespace: true, message: 'Enter the text' },
          { max: CONTENT_BODY_MAX, message: `At most ${CONTENT_BODY_MAX} characters` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 12, maxRows: 30 }} maxLength={CONTENT_BODY_MAX} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
        {page.updated_at && (
          <Typography.Text type="secondary">Last saved {formatDateTime(page.updated_at)}</Typography.Text>
        )}
      </Space>
    </Form>
  );
}

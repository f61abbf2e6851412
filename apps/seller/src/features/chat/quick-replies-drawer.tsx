import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { QUICK_REPLY_MAX, QUICK_REPLY_TEXT_MAX, quickReplySaveBody } from '@shop/contract/shop-chat';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, deleteQuickReply, quickRepliesQueryOptions, saveQuickReply } from './api.ts';

/** A reply being written: a new one, or the one with this id. */
type Editing = 'new' | number | null;

/** The editor of one quick reply, in place of its line (or at the top for a new one). */
function QuickReplyForm({ id, text, onDone }: { id?: number; text: string; onDone(): void }) {
  const { t } = useTranslation('chat');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveQuickReply,
    onSuccess: () => {
      void message.success(t('quickReplies.saved'));
      void queryClient.invalidateQueries({ queryKey: chatKeys.quickReplies });
      onDone();
    },
  });
  return (
    <Card size="small" style={{ borderStyle: 'dashed' }}>
      <Form<{ text: string }>
        layout="vertical"
        requiredMark={false}
        initialValues={{ text }}
        onFinish={(values) => save.mutate({ ...(id === undefined ? {} : { id }), text: values.text.trim() })}
      >
        {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 8 }} />}
        <Form.Item
          name="text"
          label={id === undefined ? t('quickReplies.new') : t('quickReplies.edit')}
          rules={[
            { required: true, whitespace: true, message: t('quickReplies.required') },
            rules.schema(quickReplySaveBody.shape.text),
          ]}
          style={{ marginBottom: 12 }}
        >
          <Input.TextArea
            autoFocus
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={QUICK_REPLY_TEXT_MAX}
            showCount
            placeholder={t('quickReplies.placeholder')}
          />
        </Form.Item>
        <Flex justify="end" gap={8} style={{ marginTop: 8 }}>
          <Button onClick={onDone}>{desk('actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {desk('actions.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/**
 * The shop's quick replies (at most QUICK_REPLY_MAX, each up to QUICK_REPLY_TEXT_MAX characters): add, change and
 * delete, each saved at once. The composer's picker lists the same query, so it follows every change.
 */
export function QuickRepliesDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('chat');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const replies = useQuery({ ...quickRepliesQueryOptions(), enabled: open });
  const [editing, setEditing] = useState<Editing>(null);
  const list = replies.data?.list ?? [];
  const full = list.length >= QUICK_REPLY_MAX;

  const remove = useMutation({
    mutationFn: deleteQuickReply,
    onSuccess: () => {
      void message.success(t('quickReplies.deleted'));
      void queryClient.invalidateQueries({ queryKey: chatKeys.quickReplies });
    },
    onError: (error) => void message.error(error.message),
  });

  return (
    <Drawer
      open={open}
      onClose={() => {
        setEditing(null);
        onClose();
      }}
      title={t('quickReplies.title')}
      size={480}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={full || editing === 'new' || replies.isPending}
          onClick={() => setEditing('new')}
        >
          {t('quickReplies.add')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('quickReplies.intro')} {t('quickReplies.used', { used: list.length, max: QUICK_REPLY_MAX })}
        </Typography.Text>
        {full && <Alert type="info" showIcon title={t('quickReplies.full', { max: QUICK_REPLY_MAX })} />}
        {replies.error && <Alert type="error" showIcon title={replies.error.message} />}
        {editing === 'new' && <QuickReplyForm text="" onDone={() => setEditing(null)} />}
        {replies.isPending ? (
          <Skeleton active />
        ) : list.length === 0 && editing !== 'new' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quickReplies.empty')} />
        ) : (
          <ul
            aria-label={t('quickReplies.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {list.map((reply) =>
              editing === reply.id ? (
                <li key={reply.id}>
                  <QuickReplyForm id={reply.id} text={reply.text} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li key={reply.id}>
                  <Card size="small">
                    <Flex gap={8} align="start">
                      <Typography.Paragraph style={{ flex: 1, margin: 0, whiteSpace: 'pre-wrap' }}>
                        {reply.text}
                      </Typography.Paragraph>
                      <Space size={0}>
                        <Button
                          type="text"
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('quickReplies.editOne', { text: reply.text.slice(0, 40) })}
                          onClick={() => setEditing(reply.id)}
                        />
                        <Popconfirm
                          title={t('quickReplies.deleteConfirm')}
                          okText={desk('actions.delete')}
                          okButtonProps={{ danger: true }}
                          cancelText={desk('actions.cancel')}
                          onConfirm={() => remove.mutate(reply.id)}
                        >
                          <Button
                            type="text"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            loading={remove.isPending && remove.variables === reply.id}
                            aria-label={t('quickReplies.deleteOne', { text: reply.text.slice(0, 40) })}
                          />
                        </Popconfirm>
                      </Space>
                    </Flex>
                  </Card>
                </li>
              ),
            )}
          </ul>
        )}
      </Flex>
    </Drawer>
  );
}

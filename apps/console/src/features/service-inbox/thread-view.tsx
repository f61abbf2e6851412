import type { ConsoleServiceMessageDto } from '@shop/contract/service-chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Image, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { type ChangeEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useTranslation } from 'react-i18next';
import { fetchOlder, markThreadRead, SERVICE_KEY, sendAnswer, threadQueryOptions, uploadAnswerPicture } from './api.ts';

const TEXT_MAX = 1000;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const byId = (...sets: ReadonlyArray<readonly ConsoleServiceMessageDto[]>) => {
  const map = new Map<number, ConsoleServiceMessageDto>();
  for (const set of sets) for (const message of set) map.set(message.id, message);
  return [...map.values()].sort((a, b) => a.id - b.id);
};

/**
 * One shopper's conversation: messages oldest first (newest at the bottom), polled while open; the shopper's
 * messages are marked read when seen. Every text is rendered as text, never as HTML.
 */
export function ThreadView({ userId }: { userId: number }) {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(userId));
  const [older, setOlder] = useState<ConsoleServiceMessageDto[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | undefined>(undefined);
  const [sent, setSent] = useState<ConsoleServiceMessageDto[]>([]);
  const [olderError, setOlderError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const messages = useMemo(() => byId(older, sent, thread.data?.list ?? []), [older, sent, thread.data]);
  const hasMore = olderHasMore ?? thread.data?.has_more ?? false;
  const lastId = messages.at(-1)?.id;

  const unread = thread.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    markThreadRead(userId)
      .then(() => queryClient.invalidateQueries({ queryKey: [...SERVICE_KEY, 'conversations'] }))
      .catch(() => undefined);
  }, [unread, userId, thread.dataUpdatedAt, queryClient]);

  useLayoutEffect(() => {
    if (list.current && lastId !== undefined) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  const loadOlder = useMutation({
    mutationFn: () => fetchOlder(userId, messages[0]?.id ?? 0),
    onSuccess: (page) => {
      setOlder((before) => byId(page.list, before));
      setOlderHasMore(page.has_more);
      setOlderError(null);
    },
    onError: (error) => setOlderError(error.message),
  });

  if (thread.isPending) return <Skeleton active />;
  if (thread.error && !thread.data) return <Alert type="error" showIcon title={thread.error.message} />;
  const user = thread.data?.user;

  return (
    <Card
      title={user ? t('thread.with', { account: user.account }) : t('thread.title')}
      styles={{ body: { paddingTop: 12 } }}
    >
      {hasMore && (
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          <Button size="small" loading={loadOlder.isPending} onClick={() => loadOlder.mutate()}>
            {t('thread.earlier')}
          </Button>
        </div>
      )}
      {olderError && <Alert type="error" showIcon title={olderError} style={{ marginBottom: 8 }} />}
      {messages.length === 0 ? (
        <Empty description={t('thread.empty')} />
      ) : (
        <ol
          ref={list}
          aria-label={t('thread.messages')}
          role="log"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: '4px 0',
            maxHeight: 480,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: 10,
          }}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      <AnswerForm
        userId={userId}
        onSent={(message) => {
          setSent((before) => byId(before, [message]));
          void queryClient.invalidateQueries({ queryKey: [...SERVICE_KEY, 'conversations'] });
        }}
      />
    </Card>
  );
}

function MessageBubble({ message }: { message: ConsoleServiceMessageDto }) {
  const { t } = useTranslation('service');
  const format = useFormat();
  const fromShopper = message.sender === 'shopper';
  return (
    <li
      aria-label={
        fromShopper ? t('thread.shopper') : t('thread.operator', { name: message.operator?.name ?? '' }).trim()
      }
      style={{
        alignSelf: fromShopper ? 'flex-start' : 'flex-end',
        maxWidth: '75%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: fromShopper ? 'flex-start' : 'flex-end',
      }}
    >
      <div style={{ padding: '8px 12px', borderRadius: 12, background: fromShopper ? '#f0f0f0' : '#e6f4ff' }}>
        {message.image && (
          <Image
            src={message.image}
            alt={t('thread.pictureAlt', { id: message.id })}
            width={160}
            style={{ borderRadius: 6, display: 'block' }}
          />
        )}
        {message.text && (
          <Typography.Paragraph
            style={{ margin: message.image ? '6px 0 0' : 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {message.text}
          </Typography.Paragraph>
        )}
      </div>
      <Space size={6} style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)', marginTop: 2 }}>
        <span>{format.dateTime(message.created_at)}</span>
        {fromShopper ? (
          !message.read && <Tag color="red">{t('thread.new')}</Tag>
        ) : (
          <>
            {message.operator && <span>{message.operator.name}</span>}
            <span>{message.read ? t('thread.read') : t('thread.unread')}</span>
          </>
        )}
      </Space>
    </li>
  );
}

function AnswerForm({ userId, onSent }: { userId: number; onSent: (message: ConsoleServiceMessageDto) => void }) {
  const { t } = useTranslation('service');
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: uploadAnswerPicture,
    onSuccess: (url) => {
      setImage(url);
      setError(null);
    },
    onError: (failure) => setError(failure.message),
  });
  const send = useMutation({
    mutationFn: () =>
      sendAnswer({ user_id: userId, ...(text.trim() !== '' ? { text } : {}), ...(image ? { image } : {}) }),
    onSuccess: (message) => {
      onSent(message);
      setText('');
      setImage(null);
      setError(null);
    },
    onError: (failure) => setError(failure.message),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      setError(t('answer.pictureType'));
      return;
    }
    upload.mutate(file);
  };

  const canSend =
    !send.isPending && !upload.isPending && text.length <= TEXT_MAX && (text.trim() !== '' || image !== null);
  return (
    <div style={{ marginTop: 12, borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Input.TextArea
        aria-label={t('answer.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={TEXT_MAX}
        showCount
        placeholder={t('answer.placeholder')}
      />
      <Space style={{ marginTop: 8 }} wrap>
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-label={t('answer.pictureFile')}
          style={{ display: 'none' }}
          onChange={choose}
        />
        <Button onClick={() => fileInput.current?.click()} loading={upload.isPending}>
          {image ? t('answer.replacePicture') : t('answer.addPicture')}
        </Button>
        {image && (
          <Space size={4}>
            <Image
              src={image}
              alt={t('answer.pictureToSend')}
              width={40}
              height={40}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
            <Button size="small" type="link" onClick={() => setImage(null)}>
              {t('answer.removePicture')}
            </Button>
          </Space>
        )}
        <Button type="primary" disabled={!canSend} loading={send.isPending} onClick={() => send.mutate()}>
          {t('answer.send')}
        </Button>
      </Space>
    </div>
  );
}

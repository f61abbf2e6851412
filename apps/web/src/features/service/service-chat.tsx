import './service-chat.css';
import type { ServiceMessageDto } from '@shop/contract/service-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { useLang } from '../../lib/session.ts';
import {
  fetchOlderMessages,
  markServiceRead,
  newestMessagesQueryOptions,
  SERVICE_TEXT_MAX,
  sendServiceMessage,
} from './api.ts';
import { mergeMessages } from './merge-messages.ts';

/**
 * The in-app conversation with customer service on /service and /services: bubbles with the newest at the bottom,
 * pictures with a preview, a composer for text and one picture. The newest page is polled every 10 s while the
 * screen is open; answers seen here are marked read, and the shopper sees when the operators have read theirs.
 * Every text is rendered as text (React escapes it): a message is never HTML.
 */
export function ServiceChat() {
  const { t } = useTranslation(['service', 'common']);
  const queryClient = useQueryClient();
  const newest = useQuery(newestMessagesQueryOptions());
  const [older, setOlder] = useState<ServiceMessageDto[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sent, setSent] = useState<ServiceMessageDto[]>([]);
  // Answers that were unread when they arrived keep their "New" mark while the screen stays open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [preview, setPreview] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const messages = useMemo(() => mergeMessages(older, sent, newest.data?.list ?? []), [older, sent, newest.data]);
  const hasMore = olderHasMore ?? newest.data?.has_more ?? false;
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    const arrived = (newest.data?.list ?? []).filter((m) => m.sender === 'operator' && !m.read).map((m) => m.id);
    if (arrived.some((id) => !fresh.has(id))) setFresh((before) => new Set([...before, ...arrived]));
  }, [newest.data, fresh]);

  // Answers on screen are read: mark them so (and let the Me tab's badge drop).
  const unread = newest.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && document.visibilityState !== 'hidden') void markServiceRead(queryClient).catch(() => undefined);
  }, [unread, newest.dataUpdatedAt, queryClient]);

  // The newest message stays in view at the bottom.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    const element = list.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    try {
      const page = await fetchOlderMessages(first.id);
      setOlder((before) => mergeMessages(page.list, before));
      setOlderHasMore(page.has_more);
      // Keep the message the shopper was reading where it was.
      requestAnimationFrame(() => {
        if (element) element.scrollTop = element.scrollHeight - fromBottom;
      });
    } catch {
      // The request client has shown why; the button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  };

  let body: ReactNode;
  if (newest.isPending) {
    body = <p className="service-chat__note">{t('common:pull.loading')}</p>;
  } else if (newest.isError && messages.length === 0) {
    body = (
      <div className="service-chat__note">
        <p>{t('service:loadFailed')}</p>
        <button type="button" className="link-button" onClick={() => void newest.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    body = <p className="service-chat__note">{t('service:empty')}</p>;
  }

  return (
    <section className="card service-chat" aria-labelledby="service-chat-title">
      <h3 id="service-chat-title" className="content-section__title">
        {t('service:title')}
      </h3>
      <p className="service-chat__hint">{t('service:hint')}</p>
      {hasMore && (
        <button
          type="button"
          className="service-chat__earlier link-button"
          disabled={loadingOlder}
          onClick={() => void loadOlder()}
        >
          {t('service:loadEarlier')}
        </button>
      )}
      {body ?? (
        <ol
          ref={list}
          className="service-chat__list"
          role="log"
          aria-live="polite"
          aria-label={t('service:conversation')}
        >
          {messages.map((message) => (
            <Bubble key={message.id} message={message} isNew={fresh.has(message.id)} onPreview={setPreview} />
          ))}
        </ol>
      )}
      <Composer onSent={(message) => setSent((before) => mergeMessages(before, [message]))} />
      {preview && <PicturePreview url={preview} onClose={() => setPreview(null)} />}
    </section>
  );
}

function Bubble({
  message,
  isNew,
  onPreview,
}: {
  message: ServiceMessageDto;
  isNew: boolean;
  onPreview: (url: string) => void;
}) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const mine = message.sender === 'shopper';
  const who = mine ? t('you') : t('agent');
  return (
    <li className={`service-bubble ${mine ? 'service-bubble--mine' : 'service-bubble--theirs'}`} aria-label={who}>
      <div className="service-bubble__box">
        {!mine && isNew && <span className="service-bubble__new">{t('new')}</span>}
        {message.image && (
          <button
            type="button"
            className="service-bubble__picture"
            aria-label={t('openPicture')}
            onClick={() => onPreview(message.image ?? '')}
          >
            <img src={message.image} alt={t('picture', { who })} loading="lazy" />
          </button>
        )}
        {message.text && <p className="service-bubble__text">{message.text}</p>}
      </div>
      <div className="service-bubble__meta">
        <time dateTime={message.created_at}>{formatDateTime(message.created_at, lang)}</time>
        {mine && (
          <span className={message.read ? 'service-bubble__read' : undefined}>
            {message.read ? t('read') : t('sent')}
          </span>
        )}
      </div>
    </li>
  );
}

function Composer({ onSent }: { onSent: (message: ServiceMessageDto) => void }) {
  const { t } = useTranslation('service');
  const inputId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const tooLong = text.length > SERVICE_TEXT_MAX;
  const canSend = !sending && !tooLong && (text.trim() !== '' || images.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const message = await sendServiceMessage({
        ...(text.trim() !== '' ? { text } : {}),
        ...(images[0] ? { image: images[0] } : {}),
      });
      onSent(message);
      setText('');
      setImages([]);
    } catch {
      // The request client has shown the refusal; what was typed stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="service-composer" noValidate onSubmit={(event) => void submit(event)}>
      <label className="service-composer__label" htmlFor={inputId}>
        {t('placeholder')}
      </label>
      <textarea
        id={inputId}
        className="service-composer__input"
        value={text}
        rows={2}
        placeholder={t('placeholder')}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="service-composer__row">
        <ImageUpload value={images} onChange={setImages} max={1} label={t('addPicture')} />
        <span className={`service-composer__count${tooLong ? ' service-composer__count--over' : ''}`}>
          {t('counter', { count: text.length, max: SERVICE_TEXT_MAX })}
        </span>
        <button type="submit" className="service-composer__send" disabled={!canSend}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}

function PicturePreview({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('service');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="service-preview" role="dialog" aria-modal="true" aria-label={t('openPicture')} onClick={onClose}>
      <img className="service-preview__image" src={url} alt={t('openPicture')} />
      <button type="button" className="service-preview__close" aria-label={t('closePicture')} onClick={onClose}>
        <CloseOutline aria-hidden="true" />
      </button>
    </div>
  );
}

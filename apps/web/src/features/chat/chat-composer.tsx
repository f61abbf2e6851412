import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload.tsx';
import { CHAT_TEXT_MAX } from './api.ts';

/** What the composer sends: a text, a picture (already uploaded) or both. */
export interface ComposedMessage {
  text?: string;
  image?: string;
}

/**
 * The bar at the bottom of a conversation: one picture (uploaded through /api/common/upload when chosen), the text
 * (at most 1000 characters, counted; more turns the counter red and keeps Send off) and Send. `onSend` resolves
 * true once sent: then the bar empties; a refusal keeps what was written for another try.
 */
export function ChatComposer({ onSend }: { onSend: (message: ComposedMessage) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const tooLong = text.length > CHAT_TEXT_MAX;
  const canSend = !sending && !tooLong && (text.trim() !== '' || images.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const sent = await onSend({
        ...(text.trim() !== '' ? { text } : {}),
        ...(images[0] ? { image: images[0] } : {}),
      });
      if (sent) {
        setText('');
        setImages([]);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="chat-composer" noValidate onSubmit={(event) => void submit(event)}>
      <ImageUpload value={images} onChange={setImages} max={1} label={t('addPicture')} />
      <div className="chat-composer__field">
        <label className="chat-hidden-label" htmlFor={inputId}>
          {t('placeholder')}
        </label>
        {/* Grows with its text up to four lines (CSS field-sizing), as a chat's input does. */}
        <textarea
          id={inputId}
          className="chat-composer__input"
          value={text}
          rows={1}
          placeholder={t('placeholder')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {text.length > 0 && (
          <span className={`chat-composer__count${tooLong ? ' chat-composer__count--over' : ''}`}>
            {t('counter', { used: text.length, max: CHAT_TEXT_MAX })}
          </span>
        )}
      </div>
      <button type="submit" className="chat-composer__send" disabled={!canSend}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}

import './image-upload.css';
import type { UploadDto } from '@shop/contract/upload';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../lib/request.ts';
import { toast } from '../lib/toast.ts';

/**
 * The pictures POST /api/common/upload takes (the contract's upload.ts, which holds zod and so stays out of the
 * shop's code: its limits are restated here). The server sniffs the bytes anyway; this only spares a doomed upload.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MB = 5;
const MAX_BYTES = MAX_MB * 1024 * 1024;

/** Uploads one picture (multipart, field `file`) and resolves with its public path ("/uploads/u/….webp"). */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await request<UploadDto>('/common/upload', { method: 'POST', body: form });
  return url;
}

interface ImageUploadProps {
  /** The uploaded pictures' paths. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many pictures the field takes (1 for a payment evidence; reviews and refunds take more). */
  max?: number;
  /** The add button's text, also the file input's accessible name. */
  label?: string;
  /** Marks the field invalid and points at the message that says why. */
  errorId?: string;
}

/**
 * Pick a picture (JPEG, PNG or WebP, at most 5 MB), upload it, show its thumbnail, remove it. Shared by the wallet
 * (payment evidence), refunds (proof) and reviews (pictures). "Upload complete" when the server has it; a refusal
 * (wrong type, too large, too many uploads) shows the server's message through the request client.
 */
export function ImageUpload({ value, onChange, max = 1, label, errorId }: ImageUploadProps) {
  const { t } = useTranslation(['common', 'messages']);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const addText = label ?? t('common:upload.add');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after removing it) fires another change.
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      void toast.fail(t('messages:errors.UPLOAD_TYPE'));
      return;
    }
    if (file.size > MAX_BYTES) {
      void toast.fail(t('common:upload.tooLarge', { size: MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const url = await uploadPicture(file);
      void toast.success(t('common:success.upload'));
      onChange([...value, url].slice(0, max));
    } catch {
      // The request client has shown why (toast); the field stays as it was.
    } finally {
      setUploading(false);
    }
  };

  const canAdd = !uploading && value.length < max;
  return (
    <ul className="image-upload" aria-busy={uploading}>
      {value.map((url, index) => (
        <li key={url} className="image-upload__item">
          <img className="image-upload__thumb" src={url} alt={t('common:upload.picture', { number: index + 1 })} />
          <button
            type="button"
            className="image-upload__remove"
            aria-label={t('common:upload.remove', { number: index + 1 })}
            onClick={() => onChange(value.filter((other) => other !== url))}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </li>
      ))}
      {uploading && (
        <li className="image-upload__item image-upload__item--busy" role="status">
          <span className="image-upload__spinner" aria-hidden="true" />
          <span>{t('common:upload.uploading')}</span>
        </li>
      )}
      {canAdd && (
        <li className="image-upload__item">
          <input
            id={inputId}
            className="image-upload__input"
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => void choose(event)}
          />
          <label className={`image-upload__add${errorId ? ' image-upload__add--invalid' : ''}`} htmlFor={inputId}>
            <AddOutline className="image-upload__plus" aria-hidden="true" />
            <span className="image-upload__label">{addText}</span>
          </label>
        </li>
      )}
    </ul>
  );
}

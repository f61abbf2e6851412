import { UPLOAD_MAX_BYTES } from '@shop/contract/upload';

/** The pictures the upload calls take (the server checks the bytes again; this spares a doomed upload). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** UPLOAD_MAX_BYTES in whole megabytes, for messages. */
export const PICTURE_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Why a picked file is not sent: a key of the `pictures` texts; undefined when it may be sent. */
export function pictureProblem(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

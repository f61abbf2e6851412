import type { Readable } from 'node:stream';
import { AppError } from './app-error.ts';

/**
 * Where every picture lives: shoppers' uploads (u/), operators' and sellers' uploads (m/), the sizes cut from those
 * (c/) and the drawn catalogue art (catalog/). A key is the picture's path below /uploads/, so a stored url
 * (`/uploads/u/<name>.webp`) names the same picture whichever store holds it. Chosen once from the configuration
 * (createPictureStore in uploads-dir.ts) and passed to services in AppDeps.
 *
 * There is no delete: names are random or content-hashed and never reused, and nothing removes a picture today.
 */
export interface PictureStore {
  readonly kind: 'disk' | 's3';
  /** Writes the picture whole (a reader never sees part of it). PICTURE_STORE_FAILED, logged, when it cannot. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The picture as a stream, or undefined when no picture has that key. PICTURE_STORE_FAILED when unreachable. */
  get(key: string): Promise<StoredPicture | undefined>;
  /** Whether a picture has that key. PICTURE_STORE_FAILED when the store cannot say. */
  has(key: string): Promise<boolean>;
  /** Where browsers fetch the picture directly (S3_PUBLIC_URL, a CDN); undefined when the API serves it. */
  publicUrl(key: string): string | undefined;
  /** Releases what the store holds open (the S3 client's sockets); the app's onClose. */
  close(): void;
}

export interface StoredPicture {
  body: Readable;
  length: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** What a store needs to report a failure it turns into PICTURE_STORE_FAILED (Fastify's logger fits). */
export interface PictureLog {
  error(details: object, message: string): void;
}

/** A picture's key: one folder, then a name of safe characters ending .webp (every stored picture is WebP). */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{1,100}\.webp$/;

export function isPictureKey(key: string): boolean {
  return KEY.test(key);
}

/** Refuses anything but a picture key before it reaches a path or a bucket (no "..", no absolute paths). */
export function assertPictureKey(key: string): void {
  if (!isPictureKey(key)) throw new Error(`not a picture key: ${JSON.stringify(key)}`);
}

/** The public path of a key, as stored in the database. */
export function urlOfKey(key: string): string {
  return `/uploads/${key}`;
}

/** Every stored picture is WebP (re-encoded on upload, cut or drawn as WebP). */
export const PICTURE_CONTENT_TYPE = 'image/webp';

/** The whole picture, or undefined; for the server-side work (cutting sizes) that needs the bytes. */
export async function readPicture(store: PictureStore, key: string): Promise<Buffer | undefined> {
  const picture = await store.get(key);
  if (!picture) return undefined;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of picture.body) chunks.push(chunk as Buffer);
  } catch {
    throw new AppError('PICTURE_STORE_FAILED');
  }
  return Buffer.concat(chunks);
}

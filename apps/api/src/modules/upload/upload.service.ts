import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, type UploadDto } from '@shop/contract/upload';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { urlOfKey } from '../../lib/picture-store.ts';
import { consume, LIMITS } from '../rate-limit/rate-limit.service.ts';
import { sniffImage } from './image-sniff.ts';

/** Shoppers' pictures live in <uploads>/u and are served from /uploads/u/. */
export const SHOPPER_UPLOAD_SUBDIR = 'u';

/** Longest edge of a stored picture; larger ones are scaled down (never up). */
export const MAX_EDGE = 2048;

/**
 * Decompression bombs: a few kilobytes of PNG can claim billions of pixels. sharp refuses to decode anything
 * larger than this (about 7700 × 5200), well above what a phone sends for a receipt or an avatar.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Room for the multipart framing (boundaries, part headers, a stray small field) on top of the file itself when
 * the request's declared Content-Length is judged before any of the body is read.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Refuses a request whose declared length already says the file is over the cap (413), before reading it. */
export function checkDeclaredLength(contentLength: string | undefined): void {
  if (contentLength === undefined) return; // streamed (chunked): the multipart file-size limit stops it
  const declared = Number(contentLength);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
}

/** Counts an operator's or seller's upload against its hourly allowance (429 beyond it); `actor` e.g. "operator:7". */
export async function countDeskUpload(deps: AppDeps, actor: string): Promise<void> {
  await consume(deps.db, LIMITS.deskUploadPerActor, actor);
}

/** Counts the upload against the shopper's hourly allowance (429 beyond it). */
export async function countUpload(deps: AppDeps, userId: number): Promise<void> {
  await consume(deps.db, LIMITS.uploadPerUser, userId);
}

/**
 * Decodes the picture and writes a fresh WebP of it: oriented by its EXIF tag, at most MAX_EDGE px on its longest
 * side, with no metadata (location, camera) kept. Only pixels survive re-encoding, so anything smuggled after or
 * inside the image (HTML, scripts, polyglots) is gone. Anything that is not a JPEG, PNG or WebP by its bytes, or
 * does not decode, is UPLOAD_TYPE.
 */
export async function reencode(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes)) throw new AppError('UPLOAD_TYPE');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data, or more pixels than MAX_INPUT_PIXELS.
    throw new AppError('UPLOAD_TYPE');
  }
}

/**
 * Stores a picture (a shopper's under u/, an operator's or seller's catalogue picture under m/) in the picture store
 * under a random name (the client's file name is never used) and returns its public path. 16 random bytes give a
 * 22-character base64url name that cannot be guessed or collide. PICTURE_STORE_FAILED (503) when the store cannot
 * take it: no url is answered, so nothing can point at a picture that was not saved.
 */
export async function storePicture(
  deps: Pick<AppDeps, 'pictures'>,
  bytes: Buffer,
  subdir: string = SHOPPER_UPLOAD_SUBDIR,
): Promise<UploadDto> {
  const webp = await reencode(bytes);
  const key = `${subdir}/${randomBytes(16).toString('base64url')}.webp`;
  await deps.pictures.put(key, webp);
  return { url: urlOfKey(key) };
}

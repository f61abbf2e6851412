import multipart from '@fastify/multipart';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@shop/contract/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { isStorableText } from './refuse-nul.ts';

/**
 * Reading one uploaded picture from a multipart/form-data request, shared by every upload route (shoppers',
 * customer service's, the desk apps'). @fastify/multipart streams the parts through busboy with limits (file size,
 * number of files and fields), so an oversized or endless upload is cut off while streaming instead of buffered.
 */

/** Busboy's limits for one upload: a single file part, no more than a couple of tiny text fields. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
};

/** Lets the routes of this plugin (and only those) accept multipart bodies. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

const noFile = () => new AppError('VALIDATION', undefined, { fields: { [UPLOAD_FIELD]: 'uploadInvalid' } });

function hasClientStatus(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The bytes of the `file` part. Too large: the multipart plugin's 413 (mapped to PAYLOAD_TOO_LARGE) as soon as the
 * stream passes fileSize. Not multipart, no such part, or multipart that busboy cannot parse (no boundary, cut
 * short): VALIDATION — the client's fault, not a 500.
 */
export async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({ limits: MULTIPART_LIMITS });
    if (!part || part.fieldname !== UPLOAD_FIELD) throw noFile();
    // Text fields sent before the file are held to the rule of every field the API takes (lib/refuse-nul.ts).
    for (const [name, entries] of Object.entries(part.fields)) {
      for (const entry of [entries].flat()) {
        if (entry?.type === 'field' && typeof entry.value === 'string' && !isStorableText(entry.value))
          throw new AppError('VALIDATION', undefined, { fields: { [name]: 'invalidField' } });
      }
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw noFile();
  }
}

/** Whether a failed upload was refused for its size (the rest of the body is then not worth reading). */
export function isTooLarge(error: unknown): boolean {
  if (error instanceof AppError) return error.key === 'PAYLOAD_TOO_LARGE';
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}

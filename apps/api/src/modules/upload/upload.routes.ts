import multipart from '@fastify/multipart';
import { envelope } from '@shop/contract/validation';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadDto } from '@shop/contract/upload';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { shopperId } from '../../plugins/auth.ts';
import * as uploads from './upload.service.ts';

const tags = ['common'];

/** Busboy's limits for one upload: a single file part, no more than a couple of tiny text fields. */
const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
};

/**
 * POST /api/common/upload: a shopper's picture (payment evidence, avatar). Checks run cheapest first: the token,
 * the declared size, the hourly allowance, and only then is the body read — streaming, capped at UPLOAD_MAX_BYTES.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // @fastify/multipart saves us writing a multipart/form-data parser: it streams the parts through busboy with
  // limits (file size, number of files and fields), so an oversized or endless upload is cut off while streaming
  // instead of being buffered. Registered in this plugin only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/upload',
    {
      preValidation: app.requireShopper,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          `multipart/form-data with one file field named "${UPLOAD_FIELD}": a JPEG, PNG or WebP picture (recognised by ` +
          `its bytes) of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. It is re-encoded to WebP under a random name. ` +
          'Failures: UPLOAD_TYPE, VALIDATION (no file), PAYLOAD_TOO_LARGE (HTTP 413), RATE_LIMITED (HTTP 429).',
        response: { 200: envelope(uploadDto) },
      },
    },
    async (request, reply) => {
      try {
        uploads.checkDeclaredLength(request.headers['content-length']);
        await uploads.countUpload(deps, shopperId(request));
        const bytes = await readFilePart(request);
        return reply.ok(await uploads.storePicture(deps, bytes), 'success.uploadComplete');
      } catch (error) {
        // The rest of an oversized body is not worth reading: close the connection once the 413 is sent.
        if (isTooLarge(error)) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};

const noFile = () => new AppError('VALIDATION', undefined, { fields: { [UPLOAD_FIELD]: 'uploadInvalid' } });

/**
 * The bytes of the `file` part. Too large: the multipart plugin's 413 (mapped to PAYLOAD_TOO_LARGE) as soon as the
 * stream passes fileSize. Not multipart, no such part, or multipart that busboy cannot parse (no boundary, cut
 * short): VALIDATION — the client's fault, not a 500.
 */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({ limits: MULTIPART_LIMITS });
    if (!part || part.fieldname !== UPLOAD_FIELD) throw noFile();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw noFile();
  }
}

function hasClientStatus(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isTooLarge(error: unknown): boolean {
  if (error instanceof AppError) return error.key === 'PAYLOAD_TOO_LARGE';
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}

import { envelope } from '@shop/contract/validation';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadDto } from '@shop/contract/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { acceptUploads, isTooLarge, readFilePart } from '../../lib/multipart-file.ts';
import { shopperId } from '../../plugins/auth.ts';
import * as uploads from './upload.service.ts';

const tags = ['common'];

/**
 * POST /api/common/upload: a shopper's picture (payment evidence, avatar). Checks run cheapest first: the token,
 * the declared size, the hourly allowance, and only then is the body read — streaming, capped at UPLOAD_MAX_BYTES.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // @fastify/multipart saves us writing a multipart/form-data parser; registered in this plugin only.
  await acceptUploads(app);

  app.post(
    '/upload',
    {
      preValidation: app.requireShopper,
      schema: {
        failures: ['PICTURE_STORE_FAILED', 'RATE_LIMITED', 'UPLOAD_TYPE'],
        tags,
        consumes: ['multipart/form-data'],
        description:
          `multipart/form-data with one file field named "${UPLOAD_FIELD}": a JPEG, PNG or WebP picture (recognised by ` +
          `its bytes) of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. It is re-encoded to WebP under a random name. ` +
          'Failures: UPLOAD_TYPE, VALIDATION (no file), PAYLOAD_TOO_LARGE (HTTP 413), RATE_LIMITED (HTTP 429), ' +
          'PICTURE_STORE_FAILED (HTTP 503: the picture store could not take it; nothing was saved).',
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

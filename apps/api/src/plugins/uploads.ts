import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DiskPictureStore } from '../lib/disk-picture-store.ts';
import { isPictureKey, PICTURE_CONTENT_TYPE, type PictureStore } from '../lib/picture-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's picture store (the disk or an S3-compatible store), for work outside a request (the seed). */
    pictures: PictureStore;
  }
}

export interface UploadsOptions {
  store: PictureStore;
}

/** Every stored picture has a random or content-hashed name that is never reused: cacheable for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** nosniff keeps browsers from reading a picture as anything but what its type says. */
function pictureHeaders(reply: FastifyReply): void {
  reply.header('Cache-Control', CACHE_CONTROL);
  reply.header('X-Content-Type-Options', 'nosniff');
}

/**
 * Serves /uploads/ from the picture store, so a stored url never depends on where the picture is kept: from the
 * disk as static files, or streamed from the S3-compatible store, or, with S3_PUBLIC_URL, by a redirect to the CDN.
 */
export default fp<UploadsOptions>(
  async (app, { store }) => {
    app.decorate('pictures', store);
    app.addHook('onClose', async () => store.close());

    if (store instanceof DiskPictureStore) {
      fs.mkdirSync(store.dir, { recursive: true });
      await app.register(fastifyStatic, {
        root: store.dir,
        prefix: '/uploads/',
        index: false,
        wildcard: true,
        decorateReply: false,
        setHeaders: pictureHeaders,
      });
      return;
    }

    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isPictureKey(key)) return reply.callNotFound();
      const cdn = store.publicUrl(key);
      // Temporary (302): the CDN's address is configuration and may change; the picture's own url never does.
      if (cdn) return reply.header('Cache-Control', 'public, max-age=86400').redirect(cdn, 302);
      const picture = await store.get(key);
      if (!picture) return reply.callNotFound();
      pictureHeaders(reply);
      reply.type(PICTURE_CONTENT_TYPE);
      if (picture.length !== undefined) reply.header('Content-Length', picture.length);
      if (picture.etag) reply.header('ETag', picture.etag);
      if (picture.lastModified) reply.header('Last-Modified', picture.lastModified.toUTCString());
      return reply.send(picture.body);
    });
  },
  { name: 'uploads' },
);

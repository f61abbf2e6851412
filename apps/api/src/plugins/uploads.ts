import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface UploadsOptions {
  /** The folder behind /uploads/: catalogue pictures and, later, shoppers' uploads. */
  dir: string;
}

/**
 * Serves /uploads/. Every stored file has a random or content-hashed name that is never reused, so it is cached
 * for a year; nosniff keeps browsers from reading a picture as anything but what its type says.
 */
export default fp<UploadsOptions>(
  async (app, { dir }) => {
    fs.mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/',
      index: false,
      wildcard: true,
      decorateReply: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'uploads' },
);

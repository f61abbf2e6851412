import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { PictureStore } from './lib/picture-store.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What services need from the running app; built once in app.ts and passed down. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where pictures are written and read: the local disk or an S3-compatible store (config.objectStorage). */
  pictures: PictureStore;
}

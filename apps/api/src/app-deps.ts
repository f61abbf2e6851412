import type { RefundDto } from '@shop/contract/refund';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Executor } from './db/database.ts';
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
  /**
   * The refunds an order's detail shows (the refund module's readOrderRefunds): handed to the order module here, so
   * that the refund module may read orders while order never imports refund (docs/modules.md#the-import-rules).
   */
  orderRefunds: (db: Executor, orderId: number, lang: string) => Promise<RefundDto[]>;
}

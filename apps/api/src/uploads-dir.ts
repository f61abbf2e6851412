import path from 'node:path';
import type { Config } from './config.ts';
import { DiskPictureStore } from './lib/disk-picture-store.ts';
import type { PictureLog, PictureStore } from './lib/picture-store.ts';
import { S3PictureStore } from './lib/s3-picture-store.ts';

/** Where pictures live on the local disk (the default store): catalogue art (catalog/), uploads (u/, m/), cuts (c/). */
export function uploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/** The picture store of this configuration: the S3-compatible store when S3_* are set, else the local disk. */
export function createPictureStore(config: Config, log: PictureLog): PictureStore {
  return config.objectStorage
    ? new S3PictureStore(config.objectStorage, log)
    : new DiskPictureStore(uploadsDir(config), log);
}

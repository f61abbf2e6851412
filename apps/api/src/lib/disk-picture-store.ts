import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error.ts';
import { assertPictureKey, type PictureLog, type PictureStore, type StoredPicture } from './picture-store.ts';

/** The embedded default: files under DATA_DIR/uploads, served as static files (plugins/uploads.ts). */
export class DiskPictureStore implements PictureStore {
  readonly kind = 'disk';

  constructor(
    /** The folder behind /uploads/. */
    readonly dir: string,
    private readonly log: PictureLog,
  ) {}

  private file(key: string): string {
    assertPictureKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    // Through a temporary name: another process (or a reader) never sees half a file.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(tmp, bytes, { flag: 'wx' });
      await fsp.rename(tmp, file);
    } catch (err) {
      await fsp.rm(tmp, { force: true }).catch(() => undefined);
      this.log.error({ err, key, store: this.kind }, 'writing a picture failed');
      throw new AppError('PICTURE_STORE_FAILED');
    }
  }

  async get(key: string): Promise<StoredPicture | undefined> {
    const file = this.file(key);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return { body: fs.createReadStream(file), length: stat.size, etag: undefined, lastModified: stat.mtime };
  }

  async has(key: string): Promise<boolean> {
    const stat = await fsp.stat(this.file(key)).catch(() => undefined);
    return Boolean(stat?.isFile());
  }

  publicUrl(): string | undefined {
    return undefined;
  }

  close(): void {}
}

import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config.ts';
import { AppError } from './app-error.ts';
import {
  assertPictureKey,
  PICTURE_CONTENT_TYPE,
  type PictureLog,
  type PictureStore,
  type StoredPicture,
} from './picture-store.ts';

/** Pictures never change under a name: caches (a CDN serving the bucket, browsers) may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isMissing(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404 && err.name !== 'NoSuchBucket')
  );
}

/**
 * Pictures in a bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK v3, keyed as
 * on disk (u/<name>.webp). Path-style addressing, which every such store accepts. Checksums only where an operation
 * requires one: the SDK's default trailing checksums are refused by several S3-compatible servers.
 */
export class S3PictureStore implements PictureStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string | undefined;

  constructor(
    config: ObjectStorageConfig,
    private readonly log: PictureLog,
  ) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl?.replace(/\/+$/, '');
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that hangs must not hold an upload (and its connection) for minutes: fail, say so, let them retry.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  private fail(err: unknown, key: string, action: string): never {
    this.log.error({ err, key, bucket: this.bucket, store: this.kind }, `${action} a picture failed`);
    throw new AppError('PICTURE_STORE_FAILED');
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertPictureKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: PICTURE_CONTENT_TYPE,
          CacheControl: CACHE_CONTROL,
        }),
      );
    } catch (err) {
      this.fail(err, key, 'writing');
    }
  }

  async get(key: string): Promise<StoredPicture | undefined> {
    assertPictureKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      this.fail(err, key, 'reading');
    }
  }

  async has(key: string): Promise<boolean> {
    assertPictureKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      this.fail(err, key, 'looking up');
    }
  }

  publicUrl(key: string): string | undefined {
    return this.publicBase ? `${this.publicBase}/${key}` : undefined;
  }

  close(): void {
    this.client.destroy();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { LOGO_SIZES } from '@shop/contract/images';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { makeArt } from '../../lib/art/catalogue-images.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { S3PictureStore } from '../../lib/s3-picture-store.ts';
import uploads from '../../plugins/uploads.ts';
import { pictureFor } from '../catalogue/catalogue-pictures.ts';
import { insertOperator } from '../console/operator-admin.service.ts';
import { multipartBody, picture } from './upload-fixtures.ts';
import { sniffImage } from './image-sniff.ts';

/**
 * Pictures on an S3-compatible store (S3_*): every picture is written to the bucket through the AWS SDK, and
 * /uploads/… keeps answering the same urls, streamed from the bucket or redirected to S3_PUBLIC_URL. Run against a
 * real S3-protocol server (s3rver) started here; the disk default is covered by upload.routes.test.ts.
 */
describe(`pictures on object storage (${engine})`, { timeout: 60_000 }, () => {
  let s3: TestS3;
  let t: TestApp;
  let dataDir: string;
  let shopper: string;
  let operator: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-app-'));
    t = await buildTestApp({ dataDir, objectStorage: s3.config() });
    ({ token: shopper } = await registerShopper(t.app));
    const account = uniqueAccount('op');
    await insertOperator(t.db, {
      account,
      password_hash: await hashSecret('operator-secret-1'),
      name: 'Op',
      roles: ['catalogue'] as never,
    });
    operator = (await call(t.app, 'POST', '/api/console/login', { body: { account, password: 'operator-secret-1' } }))
      .data.token;
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(url: string, token: string, options: { lang?: string; width?: number } = {}) {
    const data = await picture('png', options.width ?? 800, options.width ?? 800);
    const { body, contentType } = multipartBody([{ field: 'file', filename: 'p.png', contentType: 'image/png', data }]);
    const headers: Record<string, string> = { token, 'content-type': contentType, lang: options.lang ?? 'en' };
    const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
  }

  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  async function objectBytes(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }> {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
  }

  const productCount = async () =>
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it("writes a shopper's upload to the bucket, re-encoded, and serves the same bytes at its /uploads url", async () => {
    const res = await upload('/api/common/upload', shopper);
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(res.data.url).toMatch(/^\/uploads\/u\/[A-Za-z0-9_-]{22}\.webp$/);

    expect(await s3.keys()).toContain(keyOf(res.data.url));
    const stored = await objectBytes(keyOf(res.data.url));
    expect(stored.contentType).toBe('image/webp');
    expect(sniffImage(stored.bytes)).toBe('webp');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'webp', width: 800 });
    // Nothing went to the local disk.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(stored.bytes.length),
    });
    expect(served.headers.etag).toBeTruthy();
    expect(served.rawPayload.equals(stored.bytes)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: res.data.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a picture the bucket does not hold, and refuses names that are not picture keys', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/u/AAAAAAAAAAAAAAAAAAAAAA.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } });
    for (const url of ['/uploads/../package.json', '/uploads/u/%2e%2e%2fx.webp', '/uploads/u/a.svg', '/uploads/x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("cuts the console editor's pictures into their two sizes in the bucket, before the product is saved", async () => {
    const desk = async (width?: number) => {
      const res = await upload('/api/console/upload', operator, { width });
      expect(res.code, res.msg).toBe(1);
      expect(res.data.url).toMatch(/^\/uploads\/m\//);
      return res.data.url as string;
    };
    const text = (en: string) => ({ en });
    const category = await call(t.app, 'POST', '/api/console/category/save', {
      token: operator,
      body: { name: text('Object storage'), icon: await desk() },
    });
    expect(category.code, category.msg).toBe(1);
    const shop = await call(t.app, 'POST', '/api/console/shop/save', {
      token: operator,
      body: {
        name: text('Bucket Shop'),
        description: text('Pictures in a bucket.'),
        logo: await desk(),
        banner: await desk(1200),
        active: true,
      },
    });
    expect(shop.code, shop.msg).toBe(1);
    const image = await desk();
    const saved = await call(t.app, 'POST', '/api/console/product/save', {
      token: operator,
      body: {
        shop_id: shop.data.id,
        category_id: category.data.id,
        title: text('Bucket hat'),
        description: text('Kept in a bucket.'),
        images: [image],
        specs: [],
        skus: [{ options: [], price: '9.90', stock: 3 }],
        on_sale: true,
      },
    });
    expect(saved.code, saved.msg).toBe(1);

    const row = await t.db
      .selectFrom('products')
      .select('images')
      .where('id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    const name = path.basename(image, '.webp');
    expect(row.images).toEqual([{ small: `/uploads/c/${name}-360.webp`, large: `/uploads/c/${name}-720.webp` }]);
    const keys = await s3.keys();
    for (const url of [row.images[0]!.small, row.images[0]!.large]) expect(keys).toContain(keyOf(url));
    const large = await t.app.inject({ method: 'GET', url: row.images[0]!.large });
    expect(large.statusCode).toBe(200);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720, height: 720 });
  });

  it('draws seed-time catalogue art into the bucket, where the editor finds both sizes', async () => {
    const art = await makeArt(
      {
        emoji: ['🪣'],
        colors: ['#e0f2fe', '#93c5fd'],
        layout: 'centered',
        widths: [LOGO_SIZES.small, LOGO_SIZES.large],
      },
      t.pictures,
    );
    expect(art.large).toMatch(/^\/uploads\/catalog\/[0-9a-f]{20}-\d+\.webp$/);
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(art.small));
    expect(keys).toContain(keyOf(art.large));
    expect(await pictureFor(t.pictures, art.large, 'logo')).toEqual(art);
    expect((await t.app.inject({ method: 'GET', url: art.small })).statusCode).toBe(200);
  });

  it('redirects /uploads/… to S3_PUBLIC_URL when pictures are served from a CDN', async () => {
    // The serving plugin alone with a store configured for a CDN (a whole second app would cost a database).
    const store = new S3PictureStore(s3.config({ publicUrl: 'https://cdn.example.com/pictures/' }), t.app.log);
    const cdn = Fastify({ logger: false });
    await cdn.register(uploads, { store });
    try {
      const res = await cdn.inject({ method: 'GET', url: '/uploads/u/AbCdEfGhIjKlMnOpQrStUv.webp' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.example.com/pictures/u/AbCdEfGhIjKlMnOpQrStUv.webp');
      expect((await cdn.inject({ method: 'GET', url: '/uploads/../x' })).statusCode).toBe(404);
      expect((await cdn.inject({ method: 'GET', url: '/uploads/u/a.html' })).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
  });

  it('reports a write the store refuses (a bucket that does not exist) in the log and as PICTURE_STORE_FAILED', async () => {
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const store = new S3PictureStore(s3.config({ bucket: 'no-such-bucket' }), {
      error: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
    });
    try {
      const failure = await store.put('u/abcdefgh.webp', Buffer.from('RIFF')).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).key).toBe('PICTURE_STORE_FAILED');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        message: 'writing a picture failed',
        details: { key: 'u/abcdefgh.webp', bucket: 'no-such-bucket', store: 's3' },
      });
      expect((logged[0]!.details.err as Error).name).toBe('NoSuchBucket');
    } finally {
      store.close();
    }
  });

  it('with the store down: an upload answers PICTURE_STORE_FAILED in the client language, a product save writes no row', async () => {
    const waiting = await upload('/api/console/upload', operator);
    expect(waiting.code).toBe(1);
    const before = { keys: await s3.keys(), products: await productCount() };
    const category = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const shop = await t.db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    const product = {
      shop_id: shop.id,
      category_id: category.id,
      title: { en: 'Saved later' },
      description: { en: 'Once the store is back.' },
      images: [waiting.data.url],
      specs: [],
      skus: [{ options: [], price: '5.00', stock: 1 }],
      on_sale: true,
    };

    await s3.stop();
    try {
      const refused = await upload('/api/common/upload', shopper, { lang: 'zh-CN' });
      expect(refused).toMatchObject({ status: 503, code: 503, data: { error: 'PICTURE_STORE_FAILED' } });
      expect(refused.msg).toBe('图片暂时无法保存，请稍后重试');
      const english = await upload('/api/common/upload', shopper);
      expect(english.msg).toBe('Pictures cannot be saved right now, please try again in a moment');

      const save = await call(t.app, 'POST', '/api/console/product/save', { token: operator, body: product });
      expect(save).toMatchObject({ status: 503, data: { error: 'PICTURE_STORE_FAILED' } });
      expect(await productCount()).toBe(before.products);
    } finally {
      await s3.start();
    }

    // Nothing half-saved: the bucket holds what it held, and the same save succeeds once the store is back.
    expect(await s3.keys()).toEqual(before.keys);
    const retried = await call(t.app, 'POST', '/api/console/product/save', { token: operator, body: product });
    expect(retried.code, retried.msg).toBe(1);
    expect(await productCount()).toBe(before.products + 1);
  });
});

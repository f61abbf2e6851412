import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@shop/contract/upload';
import { uploadedImage } from '@shop/contract/wallet';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { uploadsDir } from '../../uploads-dir.ts';
import { consume, LIMITS } from '../rate-limit/rate-limit.service.ts';
import { HTML, multipartBody, type Part, picture, SVG, TEXT } from './upload-fixtures.ts';
import { sniffImage } from './image-sniff.ts';
import { MAX_EDGE } from './upload.service.ts';

const NAME = /^\/uploads\/u\/[A-Za-z0-9_-]{22,}\.webp$/;

describe(`POST /api/common/upload (${engine})`, () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-upload-'));
    t = await buildTestApp({ dataDir });
    ({ token } = await registerShopper(t.app));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const shopperDir = () => path.join(uploadsDir(t.config), 'u');
  const stored = () => (fs.existsSync(shopperDir()) ? fs.readdirSync(shopperDir()) : []);
  /** Every file under the data folder, relative to it. */
  const everything = () =>
    (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((p) =>
      fs.statSync(path.join(dataDir, p)).isFile(),
    );

  beforeEach(() => {
    fs.rmSync(shopperDir(), { recursive: true, force: true });
  });

  async function upload(parts: Part[], options: { token?: string | null; headers?: Record<string, string> } = {}) {
    const { body, contentType } = multipartBody(parts);
    const headers: Record<string, string> = { 'content-type': contentType, ...options.headers };
    const tok = options.token === undefined ? token : options.token;
    if (tok) headers.token = tok;
    const response = await t.app.inject({ method: 'POST', url: '/api/common/upload', headers, payload: body });
    return {
      status: response.statusCode,
      headers: response.headers,
      ...(response.json() as { code: number; msg: string; data: any }),
    };
  }

  const file = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({
    field: 'file',
    filename,
    contentType,
    data,
  });

  describe.each(['jpeg', 'png', 'webp'] as const)('a %s picture', (format) => {
    it('is accepted, re-encoded to WebP under a random name and served with nosniff as image/webp', async () => {
      const original = await picture(format, 64, 48);
      expect(sniffImage(original)).toBe(format);
      const res = await upload([file(original, `me.${format}`, `image/${format}`)]);
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Upload complete' });
      expect(Object.keys(res.data)).toEqual(['url']);
      expect(res.data.url).toMatch(NAME);
      // The wallet's evidence field accepts exactly what this call returns.
      expect(uploadedImage.safeParse(res.data.url).success).toBe(true);

      const name = path.basename(res.data.url);
      expect(stored()).toEqual([name]);
      const bytes = fs.readFileSync(path.join(shopperDir(), name));
      expect(sniffImage(bytes)).toBe('webp');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });

      const served = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });
  });

  it('refuses a text field beside the file that holds a NUL, as any field the API takes, and stores nothing', async () => {
    const before = stored().length;
    const res = await upload([{ field: 'note', data: Buffer.from('a\u0000b', 'utf8') }, file(await picture('png'))]);
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      data: { error: 'VALIDATION', fields: { note: 'invalidField' } },
    });
    expect(stored()).toHaveLength(before);
  });

  it('gives every upload its own name', async () => {
    const png = await picture('png');
    const a = await upload([file(png)]);
    const b = await upload([file(png)]);
    expect(a.data.url).not.toBe(b.data.url);
    expect(stored()).toHaveLength(2);
  });

  it('strips metadata, turns the picture upright and caps its size', async () => {
    // 40 × 20 stored sideways with EXIF orientation 6 (rotate 90° to view), plus a location-like comment.
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret place', Make: 'PhoneCo' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload([file(sideways, 'sideways.jpg', 'image/jpeg')]);
    expect(res.code).toBe(1);
    const bytes = fs.readFileSync(path.join(shopperDir(), path.basename(res.data.url)));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('secret place')).toBe(false);
    expect(bytes.includes('PhoneCo')).toBe(false);

    const wide = await picture('png', 3000, 1000);
    const big = await upload([file(wide)]);
    expect(big.code).toBe(1);
    const bigMeta = await sharp(fs.readFileSync(path.join(shopperDir(), path.basename(big.data.url)))).metadata();
    expect(bigMeta.width).toBe(MAX_EDGE);
    expect(bigMeta.height).toBe(Math.round((1000 * MAX_EDGE) / 3000));
  });

  describe('refuses what is not a JPEG, PNG or WebP by its bytes', () => {
    it.each([
      ['SVG', SVG, 'x.svg', 'image/svg+xml'],
      ['SVG sent as a PNG', SVG, 'x.png', 'image/png'],
      ['HTML', HTML, 'x.html', 'text/html'],
      ['HTML sent as a JPEG', HTML, 'x.jpg', 'image/jpeg'],
      ['text', TEXT, 'x.txt', 'text/plain'],
      ['an empty file', Buffer.alloc(0), 'x.png', 'image/png'],
    ])('%s', async (_label, data, filename, contentType) => {
      const res = await upload([file(data, filename, contentType)]);
      expect(res).toMatchObject({ status: 200, code: 0, data: { error: 'UPLOAD_TYPE' } });
      expect(res.msg).toBe('Only JPEG, PNG or WebP pictures can be uploaded');
      expect(stored()).toEqual([]);
    });

    it('GIF', async () => {
      const res = await upload([file(await picture('gif'), 'x.gif', 'image/gif')]);
      expect(res).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE' } });
      expect(stored()).toEqual([]);
    });

    it('a PNG signature followed by garbage', async () => {
      const png = await picture('png');
      const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
      const res = await upload([file(broken)]);
      expect(res).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE' } });
      expect(stored()).toEqual([]);
    });

    it('a decompression bomb (more pixels than the decoder is allowed)', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9, palette: true, colours: 2 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
      const res = await upload([file(bomb)]);
      expect(res).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE' } });
      expect(stored()).toEqual([]);
    });
  });

  it('neutralises a PNG with HTML appended: only the pixels are kept', async () => {
    const polyglot = Buffer.concat([
      await picture('png'),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await upload([file(polyglot)]);
    expect(res).toMatchObject({ status: 200, code: 1 });
    const bytes = fs.readFileSync(path.join(shopperDir(), path.basename(res.data.url)));
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('<html')).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.body.includes('<script')).toBe(false);
  });

  it('ignores the client file name: ../../x.png is stored under uploads/u with a random name', async () => {
    const before = everything();
    const res = await upload([file(await picture('png'), '../../x.png')]);
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(NAME);
    expect(res.data.url).not.toContain('x.png');
    const added = everything().filter((p) => !before.includes(p));
    expect(added).toEqual([path.join('uploads', 'u', path.basename(res.data.url))]);
    expect(fs.existsSync(path.join(dataDir, 'x.png'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, '..', 'x.png'))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(t.config), 'x.png'))).toBe(false);
  });

  describe('too large', () => {
    const sixMb = () =>
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]);

    it('a 6 MB file is refused with 413 from its Content-Length, and nothing is written', async () => {
      const res = await upload([file(sixMb())]);
      expect(res).toMatchObject({ status: 413, code: 413, data: { error: 'PAYLOAD_TOO_LARGE' } });
      expect(res.msg).toBe('The request is too large');
      expect(res.headers.connection).toBe('close');
      expect(stored()).toEqual([]);
    });

    it('a 6 MB file streamed without a Content-Length is cut off by the multipart limit', async () => {
      const { body, contentType } = multipartBody([file(sixMb())]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        headers: { 'content-type': contentType, token, 'transfer-encoding': 'chunked' },
        payload: Readable.from([body.subarray(0, 1024 * 1024), body.subarray(1024 * 1024)]),
      });
      expect(response.headers['content-length']).not.toBeUndefined();
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 413, data: { error: 'PAYLOAD_TOO_LARGE' } });
      expect(stored()).toEqual([]);
    });

    it('a picture just under the cap is read (the check is not off by the multipart framing)', async () => {
      // Valid PNG padded with trailing bytes to 5 MB − 1 KB: accepted and re-encoded (the padding is dropped).
      const png = await picture('png');
      const padded = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES - 1024 - png.length)]);
      const res = await upload([file(padded)]);
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(fs.statSync(path.join(shopperDir(), path.basename(res.data.url))).size).toBeLessThan(10_000);
    });
  });

  describe('the request itself', () => {
    it('needs a shopper token (401), whatever the body', async () => {
      const png = await picture('png');
      expect(await upload([file(png)], { token: null })).toMatchObject({ status: 401, code: 401 });
      expect(await upload([file(png)], { token: 'not-a-token' })).toMatchObject({ status: 401, code: 401 });
      expect(stored()).toEqual([]);
    });

    it('without a file part is VALIDATION', async () => {
      const res = await upload([{ field: 'note', data: 'hello' }]);
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        data: { error: 'VALIDATION', fields: { file: 'uploadInvalid' } },
      });
    });

    it('with the picture under another field name is VALIDATION', async () => {
      const res = await upload([
        { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: await picture('png') },
      ]);
      expect(res).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(stored()).toEqual([]);
    });

    it('an empty multipart body is VALIDATION', async () => {
      const res = await upload([]);
      expect(res).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });

    it.each([
      [
        'no boundary',
        'multipart/form-data',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      ],
      [
        'cut short',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
      ['not multipart at all', 'multipart/form-data; boundary=x', 'hello world'],
    ])('malformed multipart (%s) is VALIDATION, not a 500', async (_label, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        headers: { token, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });

    it('a JSON body is VALIDATION', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        headers: { token },
        payload: { file: 'data:image/png;base64,AAAA' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });

    it('other routes still refuse multipart bodies', async () => {
      const { body, contentType } = multipartBody([{ field: 'account', data: 'someone' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  it(`is rate limited per shopper: ${LIMITS.uploadPerUser.max} an hour, then 429`, async () => {
    const shopper = await registerShopper(t.app);
    const other = await registerShopper(t.app);
    const png = await picture('png');
    expect((await upload([file(png)], { token: shopper.token })).code).toBe(1);
    // Use up the rest of the hour's allowance without drawing 59 more pictures.
    for (let i = 1; i < LIMITS.uploadPerUser.max; i += 1) await consume(t.db, LIMITS.uploadPerUser, shopper.id);
    const before = stored();
    const limited = await upload([file(png)], { token: shopper.token });
    expect(limited).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
    expect(stored()).toEqual(before);
    // Another shopper has an allowance of their own.
    expect((await upload([file(png)], { token: other.token })).code).toBe(1);
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, { post?: { requestBody?: unknown; responses?: unknown } }> };
    expect(doc.paths['/api/common/upload']?.post).toBeDefined();
    expect(doc.paths['/api/common/config']).toBeDefined();
  });
});

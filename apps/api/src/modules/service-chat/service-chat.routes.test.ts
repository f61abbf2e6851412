import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, operatorToken, type Shopper } from '../../../test/order-fixture.ts';
import { multipartBody, picture } from '../upload/upload-fixtures.ts';

const IMAGE = '/uploads/u/abcdefghijklmnop1234.webp';
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

describe(`customer service chat (${engine})`, () => {
  let t: TestApp;
  let dataDir: string;
  let ann: Shopper;
  let bob: Shopper;
  let operator: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-chat-'));
    t = await buildTestApp({ dataDir });
    ann = await fundedShopper(t.app, t.db);
    bob = await fundedShopper(t.app, t.db);
    operator = await operatorToken(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.deleteFrom('service_messages').execute();
    await t.db.deleteFrom('service_conversations').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  const send = (shopper: Shopper, body: unknown) =>
    call(t.app, 'POST', '/api/service/send', { token: shopper.token, body });
  const messages = (shopper: Shopper, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/service/messages', { token: shopper.token, query });
  const shopperUnread = async (shopper: Shopper) =>
    (await call(t.app, 'GET', '/api/service/unread', { token: shopper.token })).data.count as number;
  const answer = (body: unknown) => call(t.app, 'POST', '/api/console/service/send', { token: operator, body });
  const thread = (userId: number, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/console/service/messages', { token: operator, query: { user_id: userId, ...query } });
  const inbox = (query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/console/service/conversations', { token: operator, query });

  it('carries a message from the shopper to the operators and an answer back, with unread marks both ways', async () => {
    const sent = await send(ann, { text: 'Where is my parcel?' });
    expect(sent).toMatchObject({ status: 200, code: 1, msg: 'Sent' });
    expect(sent.data).toEqual({
      id: expect.any(Number),
      sender: 'shopper',
      text: 'Where is my parcel?',
      image: null,
      created_at: expect.any(String),
      read: false,
    });

    // The operators see one unread message from Ann.
    const before = await inbox();
    expect(before.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(before.data.list[0]).toMatchObject({
      user: { id: ann.id, account: ann.account },
      unread: 1,
      last_message: { id: sent.data.id, text: 'Where is my parcel?' },
    });
    const opened = await thread(ann.id);
    expect(opened.data).toMatchObject({ user: { id: ann.id, account: ann.account }, unread: 1, has_more: false });
    expect(opened.data.list).toEqual([{ ...sent.data, operator: null }]);

    expect(
      await call(t.app, 'POST', '/api/console/service/read', { token: operator, body: { user_id: ann.id } }),
    ).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await inbox()).data.list[0].unread).toBe(0);
    // Ann sees that her message was read.
    expect((await messages(ann)).data.list[0]).toMatchObject({ id: sent.data.id, read: true });

    const reply = await answer({ user_id: ann.id, text: 'It left our warehouse today.' });
    expect(reply).toMatchObject({
      code: 1,
      data: {
        sender: 'operator',
        text: 'It left our warehouse today.',
        read: false,
        operator: { id: expect.any(Number), name: 'Clerk' },
      },
    });
    expect(await shopperUnread(ann)).toBe(1);
    expect(await shopperUnread(bob)).toBe(0);

    const annView = await messages(ann);
    expect(annView.data.unread).toBe(1);
    // Oldest first: the newest message is at the bottom. The shopper never sees which operator answered.
    expect(annView.data.list.map((m: { sender: string }) => m.sender)).toEqual(['shopper', 'operator']);
    expect(annView.data.list[1]).not.toHaveProperty('operator');
    expect(annView.data.list[1].read).toBe(false);

    expect(await call(t.app, 'POST', '/api/service/read', { token: ann.token })).toMatchObject({
      code: 1,
      data: { unread: 0 },
    });
    expect(await shopperUnread(ann)).toBe(0);
    expect((await thread(ann.id)).data.list[1]).toMatchObject({ sender: 'operator', read: true });
  });

  it('returns a <script> message verbatim as JSON text, stored exactly as sent', async () => {
    const text = `  ${SCRIPT}\n& "quotes" 'single' \u{1F600}  `;
    const sent = await send(ann, { text });
    expect(sent.data.text).toBe(text);
    const raw = await t.app.inject({ method: 'GET', url: '/api/service/messages', headers: { token: ann.token } });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.json().data.list[0].text).toBe(text);
    expect((await thread(ann.id)).data.list[0].text).toBe(text);
    const row = await t.db.selectFrom('service_messages').select('text').executeTakeFirstOrThrow();
    expect(row.text).toBe(text);
  });

  it('takes a picture with or without text, and refuses an empty or oversized message', async () => {
    expect((await send(ann, { image: IMAGE })).data).toMatchObject({ text: '', image: IMAGE });
    expect((await send(ann, { text: 'see this', image: IMAGE })).data).toMatchObject({
      text: 'see this',
      image: IMAGE,
    });

    const empty = await send(ann, {});
    expect(empty).toMatchObject({
      status: 200,
      code: 0,
      msg: 'Please write a message or add a picture',
      data: { error: 'VALIDATION', fields: { text: 'messageEmpty' } },
    });
    expect((await send(ann, { text: '  \n ' })).data.fields).toEqual({ text: 'messageEmpty' });
    expect((await send(ann, { text: 'x'.repeat(1001) })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { text: 'tooLong' },
    });
    expect((await send(ann, { text: 'x'.repeat(1000) })).code).toBe(1);
    expect((await send(ann, { text: 'nul\u0000byte' })).data.error).toBe('VALIDATION');
    expect((await send(ann, { image: 'https://evil.example/x.png' })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { image: 'uploadInvalid' },
    });
    expect((await send(ann, { image: '/uploads/u/../../etc/passwd' })).data.error).toBe('VALIDATION');
    expect((await thread(ann.id)).data.list).toHaveLength(3);
  });

  it("keeps each shopper to their own conversation: no call of theirs reaches another shopper's", async () => {
    await send(ann, { text: 'Ann private' });
    await answer({ user_id: ann.id, text: 'Answer for Ann' });
    await send(bob, { text: 'Bob here' });

    // A user_id smuggled into the query is ignored (the session decides), and one in a body is refused.
    const bobView = await messages(bob, { user_id: ann.id });
    expect(bobView.data.list.map((m: { text: string }) => m.text)).toEqual(['Bob here']);
    expect(JSON.stringify(bobView.data)).not.toContain('Ann');
    expect((await send(bob, { text: 'hi', user_id: ann.id })).data.error).toBe('UNKNOWN_FIELD');
    expect(await call(t.app, 'POST', '/api/service/read', { token: bob.token })).toMatchObject({ code: 1 });
    expect(await shopperUnread(ann)).toBe(1);

    // The console's calls, which name a shopper, are for operators only.
    for (const [method, url, body] of [
      ['GET', `/api/console/service/messages?user_id=${ann.id}`, undefined],
      ['GET', '/api/console/service/conversations', undefined],
      ['POST', '/api/console/service/send', { user_id: ann.id, text: 'x' }],
      ['POST', '/api/console/service/read', { user_id: ann.id }],
    ] as const) {
      const asShopper = await call(t.app, method, url, { token: bob.token, body });
      expect(asShopper.status, url).toBe(403);
      expect(JSON.stringify(asShopper), url).not.toContain('Ann private');
      expect((await call(t.app, method, url, { body })).status, url).toBe(401);
    }
    expect(await shopperUnread(ann)).toBe(1);
    expect((await inbox()).data.list.find((c: { user: { id: number } }) => c.user.id === ann.id).unread).toBe(1);
  });

  it('answers not found for a shopper that does not exist', async () => {
    const missing = 2_000_000_000;
    expect((await thread(missing)).data.error).toBe('NOT_FOUND');
    expect((await answer({ user_id: missing, text: 'hello?' })).data.error).toBe('NOT_FOUND');
    expect(
      (await call(t.app, 'POST', '/api/console/service/read', { token: operator, body: { user_id: missing } })).data
        .error,
    ).toBe('NOT_FOUND');
    expect((await thread(0)).data.error).toBe('VALIDATION');
    expect(await t.db.selectFrom('service_messages').selectAll().execute()).toEqual([]);
  });

  it('lets an operator start a conversation, and lists conversations most recent first, unread only on request', async () => {
    await send(ann, { text: 'first' });
    await answer({ user_id: bob.id, text: 'A note for Bob' });
    expect(await shopperUnread(bob)).toBe(1);

    const all = await inbox();
    expect(all.data.list.map((c: { user: { id: number } }) => c.user.id)).toEqual([bob.id, ann.id]);
    expect(all.data.list.map((c: { unread: number }) => c.unread)).toEqual([0, 1]);
    const unreadOnly = await inbox({ unread_only: '1' });
    expect(unreadOnly.data).toMatchObject({ total: 1 });
    expect(unreadOnly.data.list.map((c: { user: { id: number } }) => c.user.id)).toEqual([ann.id]);

    await send(bob, { text: 'Thanks' });
    expect((await inbox()).data.list.map((c: { user: { id: number } }) => c.user.id)).toEqual([bob.id, ann.id]);
    await send(ann, { text: 'again' });
    expect((await inbox()).data.list.map((c: { user: { id: number } }) => c.user.id)).toEqual([ann.id, bob.id]);
    expect((await inbox({ limit: 1, page: 2 })).data).toMatchObject({ total: 2, list: [{ user: { id: bob.id } }] });
  });

  it('pages back through a long conversation with before_id', async () => {
    for (let i = 1; i <= 7; i += 1) await send(ann, { text: `m${i}` });
    const newest = await messages(ann, { limit: 3 });
    expect(newest.data.list.map((m: { text: string }) => m.text)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.data.has_more).toBe(true);
    const older = await messages(ann, { limit: 3, before_id: newest.data.list[0].id });
    expect(older.data.list.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await messages(ann, { limit: 3, before_id: older.data.list[0].id });
    expect(oldest.data).toMatchObject({ has_more: false });
    expect(oldest.data.list.map((m: { text: string }) => m.text)).toEqual(['m1']);
    const console = await thread(ann.id, { limit: 2, before_id: newest.data.list[0].id });
    expect(console.data.list.map((m: { text: string }) => m.text)).toEqual(['m3', 'm4']);
  });

  it('limits how fast a shopper can send', async () => {
    for (let i = 0; i < 20; i += 1) expect((await send(ann, { text: `n${i}` })).code).toBe(1);
    const limited = await send(ann, { text: 'one too many' });
    expect(limited).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
    // Another shopper is not held back.
    expect((await send(bob, { text: 'hello' })).code).toBe(1);
  });

  it('takes pictures from operators through the console upload', async () => {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'a.png', contentType: 'image/png', data: await picture('png') },
    ]);
    const upload = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/service/upload',
        headers: { token, 'content-type': contentType },
        payload: body,
      });
    const res = await upload(operator);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/u\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(fs.existsSync(path.join(dataDir, 'uploads', url.replace('/uploads/', '')))).toBe(true);
    expect((await answer({ user_id: ann.id, image: url })).data).toMatchObject({ image: url, text: '' });
    expect((await messages(ann)).data.list[0].image).toBe(url);

    expect((await upload(ann.token)).statusCode).toBe(403);
    const notPicture = multipartBody([
      { field: 'file', filename: 'a.html', contentType: 'image/png', data: '<script>alert(1)</script>' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/console/service/upload',
      headers: { token: operator, 'content-type': notPicture.contentType },
      payload: notPicture.body,
    });
    expect(refused.json()).toMatchObject({ code: 0, data: { error: 'UPLOAD_TYPE' } });
  });
});

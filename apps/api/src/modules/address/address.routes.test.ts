import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';

const home = {
  addressee: 'Alex Lee',
  mobile: '+1 555 0123',
  country: 'US',
  area: 'San Francisco, CA',
  detail: '1 Market Street, Apt 5',
  tag: 'home',
};

describe(`address book (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.6.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const shopper = () => registerShopper(t.app, {}, { ip: nextIp() });
  const add = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/user/address_add', { token, body });
  const list = (token: string, query?: Record<string, string | number>) =>
    call(t.app, 'GET', '/api/user/address_list', { token, query });
  const get = (token: string, id: number | string) => call(t.app, 'GET', '/api/user/address', { token, query: { id } });
  const setDefault = (token: string, id: unknown) =>
    call(t.app, 'POST', '/api/user/address_set_default', { token, body: { id } });
  const del = (token: string, id: number | string) =>
    call(t.app, 'GET', '/api/user/address_del', { token, query: { id } });
  const rowsOf = (userId: number) =>
    t.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const rowById = (id: number) => t.db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  const defaultsOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.is_default).map((r) => r.id);

  async function addOk(token: string, body: Record<string, unknown> = {}) {
    const res = await add(token, { ...home, ...body });
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: number; is_default: boolean };
  }

  describe('POST /api/user/address_add', () => {
    it('creates an address and returns it; the first one becomes the default', async () => {
      const s = await shopper();
      const res = await add(s.token, home);
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Save success' });
      expect(res.data).toEqual({ id: expect.any(Number), ...home, is_default: true });
      const rows = await rowsOf(s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...home, user_id: s.id, is_default: true });
    });

    it('adds later addresses as not default unless asked', async () => {
      const s = await shopper();
      const first = await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      expect(second.is_default).toBe(false);
      expect(await defaultsOf(s.id)).toEqual([first.id]);
    });

    it('moves the default to a new address added with is_default', async () => {
      const s = await shopper();
      await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company', is_default: true });
      expect(second.is_default).toBe(true);
      expect(await defaultsOf(s.id)).toEqual([second.id]);
      const third = await addOk(s.token, { tag: 'school', is_default: 1 });
      expect(await defaultsOf(s.id)).toEqual([third.id]);
    });

    it('trims the text fields and upper-cases the country', async () => {
      const s = await shopper();
      const res = await add(s.token, { ...home, addressee: '  Alex  ', country: 'gb', tag: ' home ' });
      expect(res.data).toMatchObject({ addressee: 'Alex', country: 'GB', tag: 'home' });
    });

    it('updates an address when id is given', async () => {
      const s = await shopper();
      const created = await addOk(s.token);
      const res = await add(s.token, { ...home, id: created.id, detail: '2 Mission Street', tag: 'company' });
      expect(res).toMatchObject({
        code: 1,
        data: { id: created.id, detail: '2 Mission Street', tag: 'company', is_default: true },
      });
      const rows = await rowsOf(s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ detail: '2 Mission Street', tag: 'company' });
    });

    it('makes an updated address the default when asked, leaving exactly one default', async () => {
      const s = await shopper();
      await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      const res = await add(s.token, { ...home, id: second.id, is_default: true });
      expect(res.data.is_default).toBe(true);
      expect(await defaultsOf(s.id)).toEqual([second.id]);
    });

    it.each([
      ['addressee', 'Please enter the addressee', 'addresseeRequired'],
      ['area', 'Please enter the area', 'areaRequired'],
      ['detail', 'Please enter the detailed address', 'detailRequired'],
      ['tag', 'Please choose a tag', 'tagRequired'],
      ['mobile', 'Please enter a correct mobile phone number', 'mobileInvalid'],
      ['country', 'Please choose a country or region', 'countryRequired'],
    ])('requires %s ("%s") and saves nothing without it', async (field, msg, key) => {
      const s = await shopper();
      const missing: Record<string, unknown> = { ...home };
      delete missing[field];
      const res = await add(s.token, missing);
      expect(res).toMatchObject({ status: 200, code: 0, msg, data: { error: 'VALIDATION', fields: { [field]: key } } });
      const empty = await add(s.token, { ...home, [field]: '   ' });
      expect(empty).toMatchObject({ code: 0, msg, data: { error: 'VALIDATION' } });
      expect(await rowsOf(s.id)).toHaveLength(0);
    });

    it('refuses a malformed mobile number or country', async () => {
      const s = await shopper();
      expect(await add(s.token, { ...home, mobile: 'call me' })).toMatchObject({
        code: 0,
        msg: 'Please enter a correct mobile phone number',
      });
      expect(await add(s.token, { ...home, country: 'USA' })).toMatchObject({
        code: 0,
        msg: 'Please choose a country or region',
        data: { fields: { country: 'countryInvalid' } },
      });
      expect(await rowsOf(s.id)).toHaveLength(0);
    });

    it('refuses text that is too long', async () => {
      const s = await shopper();
      expect(await add(s.token, { ...home, tag: 'x'.repeat(21) })).toMatchObject({
        code: 0,
        msg: 'This text is too long',
      });
      expect(await add(s.token, { ...home, detail: 'x'.repeat(241) })).toMatchObject({
        code: 0,
        msg: 'This text is too long',
      });
      expect(await rowsOf(s.id)).toHaveLength(0);
    });

    it('refuses unknown fields such as user_id and saves nothing', async () => {
      const victim = await shopper();
      const s = await shopper();
      for (const extra of [{ user_id: victim.id }, { status: 1 }, { balance: 5 }]) {
        const res = await add(s.token, { ...home, ...extra });
        expect(res, JSON.stringify(extra)).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      }
      expect(await rowsOf(s.id)).toHaveLength(0);
      expect(await rowsOf(victim.id)).toHaveLength(0);
    });

    it('refuses an invalid id', async () => {
      const s = await shopper();
      for (const id of [0, -1, 1.5, 'abc']) {
        const res = await add(s.token, { ...home, id });
        expect(res, String(id)).toMatchObject({ code: 0, msg: 'Invalid id', data: { error: 'VALIDATION' } });
      }
    });

    it('answers NOT_FOUND for an id that does not exist', async () => {
      const s = await shopper();
      expect(await add(s.token, { ...home, id: 999999 })).toMatchObject({
        code: 0,
        msg: 'Not found',
        data: { error: 'NOT_FOUND' },
      });
      expect(await rowsOf(s.id)).toHaveLength(0);
    });

    it('refuses a 51st address with ADDRESS_LIMIT', async () => {
      const s = await shopper();
      await t.db
        .insertInto('addresses')
        .values(Array.from({ length: 50 }, (_, i) => ({ ...home, tag: `t${i}`, user_id: s.id, is_default: i === 0 })))
        .execute();
      const res = await add(s.token, home);
      expect(res).toMatchObject({
        code: 0,
        msg: 'You can keep at most 50 addresses',
        data: { error: 'ADDRESS_LIMIT' },
      });
      expect(await rowsOf(s.id)).toHaveLength(50);
    });

    it('keeps exactly one default when addresses are saved concurrently with is_default', async () => {
      const s = await shopper();
      await addOk(s.token);
      const results = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((tag) => add(s.token, { ...home, tag, is_default: true })),
      );
      for (const res of results) expect(res.code).toBe(1);
      expect(await defaultsOf(s.id)).toHaveLength(1);
      expect(await rowsOf(s.id)).toHaveLength(6);
    });
  });

  describe('GET /api/user/address_list', () => {
    it('lists the default address first, then the newest', async () => {
      const s = await shopper();
      const first = await addOk(s.token, { tag: 'first' });
      const second = await addOk(s.token, { tag: 'second' });
      const third = await addOk(s.token, { tag: 'third' });
      const res = await list(s.token);
      expect(res).toMatchObject({ status: 200, code: 1, data: { total: 3, page: 1, limit: 10 } });
      expect(res.data.list.map((a: { id: number }) => a.id)).toEqual([first.id, third.id, second.id]);
      expect(res.data.list[0]).toEqual({ id: first.id, ...home, tag: 'first', is_default: true });

      await setDefault(s.token, second.id);
      const after = await list(s.token);
      expect(after.data.list.map((a: { id: number }) => a.id)).toEqual([second.id, third.id, first.id]);
    });

    it('pages with page and limit', async () => {
      const s = await shopper();
      for (const tag of ['a', 'b', 'c', 'd', 'e']) await addOk(s.token, { tag });
      const page1 = await list(s.token, { page: 1, limit: 2 });
      const page2 = await list(s.token, { page: 2, limit: 2 });
      const page3 = await list(s.token, { page: 3, limit: 2 });
      const page4 = await list(s.token, { page: 4, limit: 2 });
      expect(page1.data).toMatchObject({ total: 5, page: 1, limit: 2 });
      expect(page1.data.list).toHaveLength(2);
      expect(page2.data.list).toHaveLength(2);
      expect(page3.data.list).toHaveLength(1);
      expect(page4.data.list).toHaveLength(0);
      const ids = [...page1.data.list, ...page2.data.list, ...page3.data.list].map((a: { id: number }) => a.id);
      expect(new Set(ids).size).toBe(5);
      expect(page1.data.list[0].is_default).toBe(true);
    });

    it('returns an empty list for a shopper without addresses', async () => {
      const s = await shopper();
      expect((await list(s.token)).data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    });

    it("never lists another shopper's addresses", async () => {
      const a = await shopper();
      const b = await shopper();
      await addOk(a.token);
      const res = await list(b.token);
      expect(res.data).toMatchObject({ list: [], total: 0 });
    });

    it('refuses a page below 1 or a limit outside 1 to 50', async () => {
      const s = await shopper();
      const queries: Record<string, string | number>[] = [{ page: 0 }, { limit: 0 }, { limit: 51 }, { page: 'x' }];
      for (const query of queries) {
        const res = await list(s.token, query);
        expect(res, JSON.stringify(query)).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      }
    });
  });

  describe('GET /api/user/address', () => {
    it('returns one address of the shopper', async () => {
      const s = await shopper();
      const created = await addOk(s.token);
      expect(await get(s.token, created.id)).toMatchObject({
        code: 1,
        data: { id: created.id, ...home, is_default: true },
      });
    });

    it('answers NOT_FOUND for an id that does not exist', async () => {
      const s = await shopper();
      expect(await get(s.token, 999999)).toMatchObject({ status: 200, code: 0, data: { error: 'NOT_FOUND' } });
    });

    it('refuses a missing or invalid id', async () => {
      const s = await shopper();
      expect(await call(t.app, 'GET', '/api/user/address', { token: s.token })).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION' },
      });
      expect(await get(s.token, 'abc')).toMatchObject({ code: 0, msg: 'Invalid id', data: { error: 'VALIDATION' } });
    });
  });

  describe('POST /api/user/address_set_default', () => {
    it('makes the address the only default (checked in the database)', async () => {
      const s = await shopper();
      const first = await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      const third = await addOk(s.token, { tag: 'school' });
      const res = await setDefault(s.token, second.id);
      expect(res).toMatchObject({ status: 200, code: 1, data: null });
      expect(await defaultsOf(s.id)).toEqual([second.id]);
      await setDefault(s.token, third.id);
      expect(await defaultsOf(s.id)).toEqual([third.id]);
      // Setting the current default again changes nothing.
      await setDefault(s.token, third.id);
      expect(await defaultsOf(s.id)).toEqual([third.id]);
      expect((await get(s.token, first.id)).data.is_default).toBe(false);
    });

    it('accepts the id as a numeric string', async () => {
      const s = await shopper();
      await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      expect((await setDefault(s.token, String(second.id))).code).toBe(1);
      expect(await defaultsOf(s.id)).toEqual([second.id]);
    });

    it('answers NOT_FOUND for an id that does not exist and keeps the default', async () => {
      const s = await shopper();
      const first = await addOk(s.token);
      expect(await setDefault(s.token, 999999)).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(await defaultsOf(s.id)).toEqual([first.id]);
    });

    it('refuses a missing or invalid id and unknown fields', async () => {
      const s = await shopper();
      expect(await setDefault(s.token, undefined)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await setDefault(s.token, 'abc')).toMatchObject({ code: 0, msg: 'Invalid id' });
      const extra = await call(t.app, 'POST', '/api/user/address_set_default', {
        token: s.token,
        body: { id: 1, user_id: 2 },
      });
      expect(extra).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
    });
  });

  describe('GET /api/user/address_del', () => {
    it('deletes an address', async () => {
      const s = await shopper();
      await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      const res = await del(s.token, second.id);
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Delete success', data: null });
      expect(await rowById(second.id)).toBeUndefined();
      expect(await rowsOf(s.id)).toHaveLength(1);
    });

    it('promotes another address when the default is deleted', async () => {
      const s = await shopper();
      const first = await addOk(s.token);
      const second = await addOk(s.token, { tag: 'company' });
      const third = await addOk(s.token, { tag: 'school' });
      await del(s.token, first.id);
      const defaults = await defaultsOf(s.id);
      expect(defaults).toHaveLength(1);
      expect([second.id, third.id]).toContain(defaults[0]);
      await del(s.token, defaults[0] as number);
      const remaining = await rowsOf(s.id);
      expect(remaining).toHaveLength(1);
      expect(remaining[0]?.is_default).toBe(true);
    });

    it('leaves no default when the last address is deleted, and the next one becomes default', async () => {
      const s = await shopper();
      const only = await addOk(s.token);
      await del(s.token, only.id);
      expect(await rowsOf(s.id)).toHaveLength(0);
      const next = await addOk(s.token, { tag: 'new' });
      expect(next.is_default).toBe(true);
    });

    it('answers NOT_FOUND for an address already deleted', async () => {
      const s = await shopper();
      const created = await addOk(s.token);
      await del(s.token, created.id);
      expect(await del(s.token, created.id)).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    });

    it('refuses an invalid id', async () => {
      const s = await shopper();
      expect(await del(s.token, 'abc')).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await del(s.token, -3)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('ids beyond the id column', () => {
    it('refuses an id too large for an id instead of failing', async () => {
      const s = await shopper();
      const first = await addOk(s.token);
      const huge = 99_999_999_999;
      expect(await get(s.token, huge)).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Invalid id',
        data: { error: 'VALIDATION' },
      });
      expect(await del(s.token, huge)).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      expect(await setDefault(s.token, huge)).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      expect(await add(s.token, { ...home, id: huge })).toMatchObject({
        status: 200,
        code: 0,
        data: { error: 'VALIDATION' },
      });
      expect(await defaultsOf(s.id)).toEqual([first.id]);
    });

    it('accepts the largest id the column holds (answering NOT_FOUND)', async () => {
      const s = await shopper();
      expect(await get(s.token, 2_147_483_647)).toMatchObject({ status: 200, code: 0, data: { error: 'NOT_FOUND' } });
    });
  });

  describe("another shopper's address", () => {
    async function twoShoppers() {
      const owner = await shopper();
      const other = await shopper();
      const theirs = await addOk(owner.token, { tag: 'owner' });
      const mine = await addOk(other.token, { tag: 'mine' });
      const before = await rowById(theirs.id);
      return { owner, other, theirs, mine, before };
    }

    it('is not found by GET address and its content is not revealed', async () => {
      const { other, theirs } = await twoShoppers();
      const res = await get(other.token, theirs.id);
      expect(res).toMatchObject({ status: 200, code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } });
      expect(JSON.stringify(res)).not.toContain(home.detail);
    });

    it('is not found by address_add with its id, and the row is untouched', async () => {
      const { other, theirs, before } = await twoShoppers();
      const res = await add(other.token, { ...home, id: theirs.id, detail: 'hijacked', is_default: true });
      expect(res).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(await rowById(theirs.id)).toEqual(before);
    });

    it("is not found by address_set_default, and neither shopper's default changes", async () => {
      const { owner, other, theirs, mine, before } = await twoShoppers();
      const res = await setDefault(other.token, theirs.id);
      expect(res).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(await rowById(theirs.id)).toEqual(before);
      expect(await defaultsOf(owner.id)).toEqual([theirs.id]);
      expect(await defaultsOf(other.id)).toEqual([mine.id]);
    });

    it('is not found by address_del, and the row stays', async () => {
      const { other, theirs, before } = await twoShoppers();
      const res = await del(other.token, theirs.id);
      expect(res).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
      expect(await rowById(theirs.id)).toEqual(before);
    });
  });

  it.each([
    ['GET', '/api/user/address_list?page=0'],
    ['GET', '/api/user/address?id=1'],
    ['POST', '/api/user/address_add'],
    ['POST', '/api/user/address_set_default'],
    ['GET', '/api/user/address_del?id=1'],
  ] as const)('answers 401 on %s %s without a token, before judging the input', async (method, url) => {
    const res = await call(t.app, method, url, method === 'POST' ? { body: { ...home } } : {});
    expect(res).toMatchObject({ status: 401, code: 401 });
  });
});

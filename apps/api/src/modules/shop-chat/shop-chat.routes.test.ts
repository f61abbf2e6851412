import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, fundedShopper, operatorToken, pay, type Shopper } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const SHOPPER_IMAGE = '/uploads/u/abcdefghijklmnop1234.webp';
const SELLER_IMAGE = '/uploads/m/sellerPicture0000000001.webp';
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const MISSING = 2_000_000_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const NOT_FOUND = { status: 200, code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } };
const CARD_REFUSED = {
  status: 200,
  code: 0,
  msg: 'This product or order cannot be sent in this conversation',
  data: { error: 'CHAT_CARD_NOT_FOUND' },
};

type Message = { id: number; sender: string; text: string; read: boolean };
type SellerRow = { id: number; shopper: { id: number }; unread: number };

/**
 * Chat between shoppers and shops: a shopper names the shop and always works in their own conversation with it;
 * a seller names a conversation, and one of another shop answers exactly as an unknown one; operators read only
 * reported conversations.
 */
describe(`chat between shoppers and shops (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let ann: Shopper;
  let bob: Shopper;
  let maple: TestSeller;
  let birch: TestSeller;
  let cedar: TestSeller;
  let mapleProduct: { id: number; sku: number; title: string; picture: string };
  let birchProduct: { id: number; sku: number };
  let annMapleOrder: { id: number; total: string; orderNo: string };
  let annBirchOrder: { id: number };
  let bobMapleOrder: { id: number; total: string; orderNo: string };
  let support: string;
  let catalogueOnly: string;
  /** Each shop's logo as the chat shows it (the small picture every approved shop starts with). */
  const logos = new Map<number, string>();

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    ann = market.shopper;
    bob = await fundedShopper(t.app, t.db, 1_000_000);
    const named = await call(t.app, 'POST', '/api/user/profile', {
      token: ann.token,
      body: { given_name: 'Annabel', family_name: 'Lee' },
    });
    expect(named.code, named.msg).toBe(1);

    maple = await market.approvedSeller('Maple Pottery');
    birch = await market.approvedSeller('Birch Linen');
    cedar = await market.approvedSeller('Cedar Closed');
    const product = await market.product(maple, '40.00');
    const row = await t.db
      .selectFrom('products')
      .select(['title', 'images'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    // The card shows the product's first picture, small.
    expect(row.images[0]?.small).toMatch(/^\/uploads\/c\/[A-Za-z0-9_-]+-360\.webp$/);
    mapleProduct = { ...product, title: row.title.en as string, picture: row.images[0]?.small as string };
    birchProduct = await market.product(birch, '25.00');

    const orderNo = async (id: number) =>
      (await t.db.selectFrom('orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;
    const annsAtMaple = await market.paidOrder(mapleProduct.sku);
    annMapleOrder = { id: annsAtMaple.id, total: annsAtMaple.total, orderNo: await orderNo(annsAtMaple.id) };
    annBirchOrder = { id: (await market.paidOrder(birchProduct.sku)).id };
    const bobs = await buyNow(t.app, bob, mapleProduct.sku, 2);
    expect(bobs.code, bobs.msg).toBe(1);
    const bobOrderId = bobs.data.orders[0].id as number;
    expect((await pay(t.app, bob, [bobOrderId])).code).toBe(1);
    bobMapleOrder = { id: bobOrderId, total: '80.00', orderNo: await orderNo(bobOrderId) };

    for (const shop of await t.db.selectFrom('shops').select(['id', 'logo']).execute()) {
      expect(shop.logo.small).toMatch(/^\/uploads\/catalog\/[a-f0-9]+-120\.webp$/);
      logos.set(shop.id, shop.logo.small);
    }

    support = await operatorToken(t.app, t.db, ['support']);
    catalogueOnly = await operatorToken(t.app, t.db, ['catalogue']);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('shop_messages').execute();
    await t.db.deleteFrom('shop_conversations').execute();
    await t.db.deleteFrom('shop_quick_replies').execute();
    await t.db.deleteFrom('live_events').execute();
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.updateTable('shops').set({ active: true }).execute();
  });

  /* Shoppers. */
  const send = (shopper: Shopper, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/chat/send', { token: shopper.token, body });
  const says = async (shopper: Shopper, shopId: number, text: string) => {
    const res = await send(shopper, { shop_id: shopId, text });
    expect(res.code, res.msg).toBe(1);
    return res.data as Message & { conversation_id: number };
  };
  const messages = (shopper: Shopper, shopId: number, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/chat/messages', { token: shopper.token, query: { shop_id: shopId, ...query } });
  const conversations = (shopper: Shopper, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/chat/conversations', { token: shopper.token, query });
  const shopperUnread = async (shopper: Shopper) =>
    (await call(t.app, 'GET', '/api/chat/unread', { token: shopper.token })).data.count as number;
  const shopperRead = (shopper: Shopper, shopId: number) =>
    call(t.app, 'POST', '/api/chat/read', { token: shopper.token, body: { shop_id: shopId } });
  const report = (shopper: Shopper, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/chat/report', { token: shopper.token, body });

  /* Sellers. */
  const inbox = (s: TestSeller, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/seller/chat/conversations', { token: s.token, query });
  const thread = (s: TestSeller, conversationId: number, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/seller/chat/messages', {
      token: s.token,
      query: { conversation_id: conversationId, ...query },
    });
  const answer = (s: TestSeller, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/seller/chat/send', { token: s.token, body });
  const sellerRead = (s: TestSeller, conversationId: number) =>
    call(t.app, 'POST', '/api/seller/chat/read', { token: s.token, body: { conversation_id: conversationId } });
  const sellerUnread = async (s: TestSeller) =>
    (await call(t.app, 'GET', '/api/seller/chat/unread', { token: s.token })).data.count as number;
  const quickReplies = async (s: TestSeller) =>
    (await call(t.app, 'GET', '/api/seller/chat/quick_replies', { token: s.token })).data.list as Array<{
      id: number;
      text: string;
    }>;
  const saveQuickReply = (s: TestSeller, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/seller/chat/quick_replies/save', { token: s.token, body });
  const deleteQuickReply = (s: TestSeller, id: number) =>
    call(t.app, 'POST', '/api/seller/chat/quick_replies/delete', { token: s.token, body: { id } });

  /* Operators. */
  const reported = (token: string, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/console/shop_chats/reported', { token, query });
  const reportedMessages = (token: string, conversationId: number, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', '/api/console/shop_chats/messages', {
      token,
      query: { conversation_id: conversationId, ...query },
    });

  const texts = (list: Array<{ text: string }>) => list.map((m) => m.text);
  const storedMessages = () =>
    t.db.selectFrom('shop_messages').select(['conversation_id', 'sender', 'text']).orderBy('id').execute();
  const shopName = (s: TestSeller, name: string) => ({ id: s.shopId, name, logo: logos.get(s.shopId) });
  const annAsShopper = () => ({ id: ann.id, name: 'Annabel Lee', avatar: null });
  const bobAsShopper = () => ({ id: bob.id, name: `${bob.account[0]}***${bob.account.at(-1)}`, avatar: null });

  it('carries text, a picture and cards from a shopper to the shop and an answer back, with unread marks both ways', async () => {
    const text = await send(ann, { shop_id: maple.shopId, text: 'Is the bowl dishwasher safe?' });
    expect(text).toMatchObject({ status: 200, code: 1, msg: 'Sent' });
    const conversationId = text.data.conversation_id as number;
    expect(text.data).toEqual({
      id: expect.any(Number),
      conversation_id: expect.any(Number),
      sender: 'shopper',
      text: 'Is the bowl dishwasher safe?',
      image: null,
      card: null,
      created_at: expect.stringMatching(ISO),
      read: false,
    });
    const picture = await send(ann, { shop_id: maple.shopId, image: SHOPPER_IMAGE });
    expect(picture.data).toMatchObject({ conversation_id: conversationId, text: '', image: SHOPPER_IMAGE, card: null });
    const productCard = await send(ann, { shop_id: maple.shopId, card: { type: 'product', id: mapleProduct.id } });
    expect(productCard.data).toMatchObject({ conversation_id: conversationId, text: '', image: null });
    expect(productCard.data.card).toEqual({
      type: 'product',
      id: mapleProduct.id,
      available: true,
      title: mapleProduct.title,
      picture: mapleProduct.picture,
      amount: '40.00',
      status: null,
    });
    const orderCard = await send(ann, {
      shop_id: maple.shopId,
      text: 'About this order',
      card: { type: 'order', id: annMapleOrder.id },
    });
    expect(orderCard.data).toMatchObject({ conversation_id: conversationId, text: 'About this order' });
    expect(orderCard.data.card).toEqual({
      type: 'order',
      id: annMapleOrder.id,
      available: true,
      title: annMapleOrder.orderNo,
      picture: null,
      amount: annMapleOrder.total,
      status: '1',
    });
    const sent = [text.data, picture.data, productCard.data, orderCard.data];

    // The seller sees one conversation with four unread messages; the other shops see nothing.
    const before = await inbox(maple);
    expect(before).toMatchObject({ status: 200, code: 1 });
    expect(before.data).toEqual({
      list: [
        {
          id: conversationId,
          shopper: annAsShopper(),
          last_message: orderCard.data,
          unread: 4,
          updated_at: expect.stringMatching(ISO),
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });
    expect(await sellerUnread(maple)).toBe(4);
    expect(await sellerUnread(birch)).toBe(0);
    expect((await inbox(birch)).data).toMatchObject({ list: [], total: 0 });

    const opened = await thread(maple, conversationId);
    expect(opened.data).toEqual({
      conversation: { id: conversationId, shopper: annAsShopper() },
      list: sent,
      has_more: false,
      unread: 4,
    });

    expect(await sellerRead(maple, conversationId)).toMatchObject({ status: 200, code: 1, data: { unread: 0 } });
    expect(await sellerUnread(maple)).toBe(0);
    expect((await inbox(maple)).data.list[0].unread).toBe(0);
    // Ann sees that the shop read everything she sent.
    const annAfterRead = await messages(ann, maple.shopId);
    expect(annAfterRead.data.list.map((m: Message) => [m.id, m.read])).toEqual(sent.map((m) => [m.id, true]));

    const reply = await answer(maple, { conversation_id: conversationId, text: 'Yes, it is.', image: SELLER_IMAGE });
    expect(reply).toMatchObject({ status: 200, code: 1, msg: 'Sent' });
    expect(reply.data).toEqual({
      id: expect.any(Number),
      conversation_id: conversationId,
      sender: 'seller',
      text: 'Yes, it is.',
      image: SELLER_IMAGE,
      card: null,
      created_at: expect.stringMatching(ISO),
      read: false,
    });
    const sellerCard = await answer(maple, {
      conversation_id: conversationId,
      card: { type: 'product', id: mapleProduct.id },
    });
    expect(sellerCard.data).toMatchObject({ sender: 'seller', card: { type: 'product', id: mapleProduct.id } });
    // The seller's own messages are not unread for the shop.
    expect(await sellerUnread(maple)).toBe(0);
    expect(await shopperUnread(ann)).toBe(2);
    expect(await shopperUnread(bob)).toBe(0);

    const annView = await messages(ann, maple.shopId);
    expect(annView.data).toMatchObject({
      shop: shopName(maple, 'Maple Pottery'),
      conversation_id: conversationId,
      has_more: false,
      unread: 2,
      reported: false,
    });
    expect(annView.data.list.map((m: Message) => [m.sender, m.read])).toEqual([
      ['shopper', true],
      ['shopper', true],
      ['shopper', true],
      ['shopper', true],
      ['seller', false],
      ['seller', false],
    ]);
    const annList = await conversations(ann);
    expect(annList.data).toEqual({
      list: [
        {
          id: conversationId,
          shop: shopName(maple, 'Maple Pottery'),
          last_message: sellerCard.data,
          unread: 2,
          updated_at: expect.stringMatching(ISO),
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    });

    expect(await shopperRead(ann, maple.shopId)).toMatchObject({ status: 200, code: 1, data: { unread: 0 } });
    expect(await shopperUnread(ann)).toBe(0);
    expect((await conversations(ann)).data.list[0].unread).toBe(0);
    const sellerView = await thread(maple, conversationId);
    expect(sellerView.data.list.slice(-2).map((m: Message) => [m.id, m.sender, m.read])).toEqual([
      [reply.data.id, 'seller', true],
      [sellerCard.data.id, 'seller', true],
    ]);
  });

  it("counts unread messages across the shopper's conversations and across the shop's", async () => {
    const toMaple = await says(ann, maple.shopId, 'one');
    await says(ann, maple.shopId, 'two');
    await says(bob, maple.shopId, 'three');
    const toBirch = await says(ann, birch.shopId, 'four');
    expect(await sellerUnread(maple)).toBe(3);
    expect(await sellerUnread(birch)).toBe(1);

    await answer(maple, { conversation_id: toMaple.conversation_id, text: 'a' });
    await answer(maple, { conversation_id: toMaple.conversation_id, text: 'b' });
    await answer(birch, { conversation_id: toBirch.conversation_id, text: 'c' });
    expect(await shopperUnread(ann)).toBe(3);
    expect(await shopperUnread(bob)).toBe(0);
    // Answering counts as having read what the shopper wrote before.
    expect(await sellerUnread(maple)).toBe(1);
    expect(await sellerUnread(birch)).toBe(0);

    const list = (await conversations(ann)).data;
    expect(list.total).toBe(2);
    expect(list.list.map((c: { shop: { id: number }; unread: number }) => [c.shop.id, c.unread])).toEqual([
      [birch.shopId, 1],
      [maple.shopId, 2],
    ]);
    expect(await shopperRead(ann, birch.shopId)).toMatchObject({ data: { unread: 0 } });
    expect(await shopperUnread(ann)).toBe(2);
    // Reading a shop with no conversation changes nothing.
    expect(await shopperRead(bob, birch.shopId)).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await conversations(ann, { limit: 1, page: 2 })).data).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      list: [{ shop: { id: maple.shopId }, unread: 2 }],
    });
  });

  it('answers a shop with no conversation yet with an empty page, and an unknown shop with SHOP_NOT_FOUND', async () => {
    expect((await messages(ann, birch.shopId)).data).toEqual({
      shop: shopName(birch, 'Birch Linen'),
      conversation_id: null,
      list: [],
      has_more: false,
      unread: 0,
      reported: false,
    });
    expect(await messages(ann, MISSING)).toMatchObject({
      status: 200,
      code: 0,
      msg: 'This shop does not exist',
      data: { error: 'SHOP_NOT_FOUND' },
    });
    expect(await send(ann, { shop_id: MISSING, text: 'hello?' })).toMatchObject({
      status: 200,
      code: 0,
      msg: 'This shop does not exist',
      data: { error: 'SHOP_NOT_FOUND' },
    });
    expect((await conversations(ann)).data).toMatchObject({ list: [], total: 0 });
    expect(await t.db.selectFrom('shop_conversations').selectAll().execute()).toEqual([]);
  });

  it('pages back through a long conversation with before_id, for the shopper and the seller', async () => {
    let conversationId = 0;
    for (let i = 1; i <= 7; i += 1) conversationId = (await says(ann, maple.shopId, `m${i}`)).conversation_id;
    const newest = await messages(ann, maple.shopId, { limit: 3 });
    expect(texts(newest.data.list)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.data.has_more).toBe(true);
    const older = await messages(ann, maple.shopId, { limit: 3, before_id: newest.data.list[0].id });
    expect(texts(older.data.list)).toEqual(['m2', 'm3', 'm4']);
    expect(older.data.has_more).toBe(true);
    const oldest = await messages(ann, maple.shopId, { limit: 3, before_id: older.data.list[0].id });
    expect(texts(oldest.data.list)).toEqual(['m1']);
    expect(oldest.data.has_more).toBe(false);
    // Exactly a page left: no more after it.
    expect((await messages(ann, maple.shopId, { limit: 4, before_id: newest.data.list[0].id })).data).toMatchObject({
      has_more: false,
    });

    const seller = await thread(maple, conversationId, { limit: 2, before_id: newest.data.list[0].id });
    expect(texts(seller.data.list)).toEqual(['m3', 'm4']);
    expect(seller.data.has_more).toBe(true);
    // The default page is 30 messages, at most 50.
    expect(texts((await thread(maple, conversationId)).data.list)).toHaveLength(7);
    expect((await messages(ann, maple.shopId, { limit: 51 })).data.error).toBe('VALIDATION');
    expect((await thread(maple, conversationId, { limit: 0 })).data.error).toBe('VALIDATION');
  });

  it('returns a <script> message verbatim as JSON text, stored exactly as sent', async () => {
    const text = `  ${SCRIPT}\n& "quotes" 'single' \u{1F600}  `;
    const sent = await says(ann, maple.shopId, text);
    expect(sent.text).toBe(text);
    const raw = await t.app.inject({
      method: 'GET',
      url: `/api/seller/chat/messages?conversation_id=${sent.conversation_id}`,
      headers: { token: maple.token },
    });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.json().data.list[0].text).toBe(text);
    expect((await messages(ann, maple.shopId)).data.list[0].text).toBe(text);
    expect((await inbox(maple)).data.list[0].last_message.text).toBe(text);
    const reply = await answer(maple, { conversation_id: sent.conversation_id, text: `<b>${SCRIPT}</b>` });
    expect(reply.data.text).toBe(`<b>${SCRIPT}</b>`);
    expect(await storedMessages()).toEqual([
      { conversation_id: sent.conversation_id, sender: 'shopper', text },
      { conversation_id: sent.conversation_id, sender: 'seller', text: `<b>${SCRIPT}</b>` },
    ]);
  });

  it('refuses an empty or oversized message, a picture from elsewhere and an unknown field', async () => {
    const empty = await send(ann, { shop_id: maple.shopId });
    expect(empty).toEqual({
      status: 200,
      code: 0,
      msg: 'Please write a message or add a picture',
      data: { error: 'VALIDATION', fields: { text: 'messageEmpty' } },
    });
    expect((await send(ann, { shop_id: maple.shopId, text: '  \n ' })).data).toEqual({
      error: 'VALIDATION',
      fields: { text: 'messageEmpty' },
    });
    expect((await send(ann, { shop_id: maple.shopId, text: 'x'.repeat(1001) })).data).toEqual({
      error: 'VALIDATION',
      fields: { text: 'tooLong' },
    });
    expect((await send(ann, { shop_id: maple.shopId, text: 'nul\u0000byte' })).data.error).toBe('VALIDATION');
    // A seller's picture path is not a shopper's upload; nor is another site's or a path that climbs out.
    for (const image of [
      SELLER_IMAGE,
      'https://evil.example/x.png',
      '/uploads/u/../../etc/passwd',
      '/uploads/u/short.webp',
    ]) {
      expect((await send(ann, { shop_id: maple.shopId, image })).data, image).toEqual({
        error: 'VALIDATION',
        fields: { image: 'uploadInvalid' },
      });
    }
    expect((await send(ann, { shop_id: maple.shopId, text: 'hi', conversation_id: 1 })).data.error).toBe(
      'UNKNOWN_FIELD',
    );
    expect(
      (await send(ann, { shop_id: maple.shopId, card: { type: 'product', id: mapleProduct.id, x: 1 } })).data.error,
    ).toBe('UNKNOWN_FIELD');
    expect((await send(ann, { shop_id: maple.shopId, card: { type: 'review', id: 1 } })).data.error).toBe('VALIDATION');
    expect(await storedMessages()).toEqual([]);

    const longest = await says(ann, maple.shopId, 'x'.repeat(1000));
    expect(longest.text).toHaveLength(1000);

    // The seller's side: its own pictures only, the same limits.
    const conversationId = longest.conversation_id;
    expect((await answer(maple, { conversation_id: conversationId, image: SHOPPER_IMAGE })).data).toEqual({
      error: 'VALIDATION',
      fields: { image: 'uploadInvalid' },
    });
    expect((await answer(maple, { conversation_id: conversationId, text: ' ' })).data).toEqual({
      error: 'VALIDATION',
      fields: { text: 'messageEmpty' },
    });
    expect((await answer(maple, { conversation_id: conversationId, text: 'y'.repeat(1001) })).data.fields).toEqual({
      text: 'tooLong',
    });
    expect(
      (await answer(maple, { conversation_id: conversationId, text: 'hi', shop_id: birch.shopId })).data.error,
    ).toBe('UNKNOWN_FIELD');
    expect((await storedMessages()).map((m) => m.sender)).toEqual(['shopper']);
  });

  it("refuses cards of another shop, another shopper's orders and unknown ids, as CHAT_CARD_NOT_FOUND", async () => {
    const opened = await says(ann, maple.shopId, 'hello');
    for (const card of [
      { type: 'product', id: birchProduct.id },
      { type: 'order', id: bobMapleOrder.id },
      { type: 'order', id: annBirchOrder.id },
      { type: 'product', id: MISSING },
      { type: 'order', id: MISSING },
      // An order id named as a product and the other way round.
      { type: 'product', id: annMapleOrder.id === mapleProduct.id ? MISSING - 1 : annMapleOrder.id },
    ]) {
      expect(await send(ann, { shop_id: maple.shopId, text: 'see', card }), JSON.stringify(card)).toEqual(CARD_REFUSED);
    }
    // The seller may show its own products and this shopper's orders there, nothing else.
    for (const card of [
      { type: 'product', id: birchProduct.id },
      { type: 'order', id: bobMapleOrder.id },
      { type: 'order', id: annBirchOrder.id },
      { type: 'order', id: MISSING },
    ]) {
      expect(await answer(maple, { conversation_id: opened.conversation_id, card }), JSON.stringify(card)).toEqual(
        CARD_REFUSED,
      );
    }
    const ok = await answer(maple, {
      conversation_id: opened.conversation_id,
      card: { type: 'order', id: annMapleOrder.id },
    });
    expect(ok.data.card).toMatchObject({ type: 'order', id: annMapleOrder.id, title: annMapleOrder.orderNo });
    expect((await storedMessages()).map((m) => [m.sender, m.text])).toEqual([
      ['shopper', 'hello'],
      ['seller', ''],
    ]);
    // Bob's card of his own order at the shop is his to send, in his own conversation.
    const bobs = await send(bob, { shop_id: maple.shopId, card: { type: 'order', id: bobMapleOrder.id } });
    expect(bobs.data.card).toEqual({
      type: 'order',
      id: bobMapleOrder.id,
      available: true,
      title: bobMapleOrder.orderNo,
      picture: null,
      amount: bobMapleOrder.total,
      status: '1',
    });
    expect(bobs.data.conversation_id).not.toBe(opened.conversation_id);
  });

  it('shows a product card as unavailable to both sides once the product is off sale, and available again after', async () => {
    const bulk = (action: 'on_sale' | 'off_sale') =>
      call(t.app, 'POST', '/api/seller/products/bulk', {
        token: maple.token,
        body: { ids: [mapleProduct.id], action },
      });
    const card = await send(ann, { shop_id: maple.shopId, card: { type: 'product', id: mapleProduct.id } });
    expect(card.data.card.available).toBe(true);
    const conversationId = card.data.conversation_id as number;
    try {
      expect((await bulk('off_sale')).code).toBe(1);
      // The card is read as the product is now, in every list that shows it.
      expect((await messages(ann, maple.shopId)).data.list[0].card).toMatchObject({
        id: mapleProduct.id,
        available: false,
      });
      expect((await thread(maple, conversationId)).data.list[0].card).toMatchObject({ available: false });
      expect((await inbox(maple)).data.list[0].last_message.card).toMatchObject({ available: false });
      expect((await conversations(ann)).data.list[0].last_message.card).toMatchObject({
        available: false,
        title: mapleProduct.title,
        amount: '40.00',
      });
    } finally {
      expect((await bulk('on_sale')).code).toBe(1);
    }
    expect((await messages(ann, maple.shopId)).data.list[0].card).toMatchObject({ available: true });
  });

  it("keeps each shop to its own conversations: another shop's id answers exactly as an unknown one", async () => {
    const asked = await says(ann, maple.shopId, 'Private question for Maple');
    const conversationId = asked.conversation_id;

    const foreignThread = await thread(birch, conversationId);
    expect(foreignThread).toEqual(NOT_FOUND);
    expect(await thread(birch, MISSING)).toEqual(foreignThread);
    const foreignSend = await answer(birch, { conversation_id: conversationId, text: 'Hi from Birch' });
    expect(foreignSend).toEqual(NOT_FOUND);
    expect(await answer(birch, { conversation_id: MISSING, text: 'Hi from Birch' })).toEqual(foreignSend);
    const foreignRead = await sellerRead(birch, conversationId);
    expect(foreignRead).toEqual(NOT_FOUND);
    expect(await sellerRead(birch, MISSING)).toEqual(foreignRead);
    const foreignCard = await answer(birch, {
      conversation_id: conversationId,
      card: { type: 'product', id: birchProduct.id },
    });
    expect(foreignCard).toEqual(NOT_FOUND);

    // Nothing changed for Maple or Ann; Birch's inbox knows nothing of it, whatever it searches.
    expect(await storedMessages()).toEqual([
      { conversation_id: conversationId, sender: 'shopper', text: 'Private question for Maple' },
    ]);
    expect(await sellerUnread(maple)).toBe(1);
    expect((await messages(ann, maple.shopId)).data.list[0].read).toBe(false);
    expect(await sellerUnread(birch)).toBe(0);
    for (const keyword of ['', 'Private', ann.account, 'Annabel']) {
      expect((await inbox(birch, keyword ? { keyword } : {})).data, keyword).toMatchObject({ list: [], total: 0 });
    }
  });

  it("keeps each shopper to their own conversation: Bob's messages to the same shop are his own", async () => {
    const annAsked = await says(ann, maple.shopId, 'Ann private');
    await answer(maple, { conversation_id: annAsked.conversation_id, text: 'Answer for Ann' });
    const bobAsked = await says(bob, maple.shopId, 'Bob here');
    expect(bobAsked.conversation_id).not.toBe(annAsked.conversation_id);

    // A conversation id smuggled into the query is ignored (the session and the shop decide); in a body, refused.
    const bobView = await messages(bob, maple.shopId, { conversation_id: annAsked.conversation_id });
    expect(bobView.data).toMatchObject({ conversation_id: bobAsked.conversation_id, unread: 0 });
    expect(texts(bobView.data.list)).toEqual(['Bob here']);
    expect(JSON.stringify(bobView.data)).not.toContain('Ann');
    expect(
      (
        await call(t.app, 'POST', '/api/chat/read', {
          token: bob.token,
          body: { shop_id: maple.shopId, conversation_id: annAsked.conversation_id },
        })
      ).data.error,
    ).toBe('UNKNOWN_FIELD');
    expect(await shopperRead(bob, maple.shopId)).toMatchObject({ code: 1, data: { unread: 0 } });
    // Bob's read did not touch Ann's conversation.
    expect(await shopperUnread(ann)).toBe(1);
    const bobList = await conversations(bob);
    expect(bobList.data).toMatchObject({ total: 1 });
    expect(bobList.data.list.map((c: { id: number }) => c.id)).toEqual([bobAsked.conversation_id]);
    expect(JSON.stringify(bobList.data)).not.toContain('Ann');
    expect(await shopperUnread(bob)).toBe(0);

    // Bob's report names his own conversation only.
    expect((await report(bob, { shop_id: maple.shopId, reason: 'Spam' })).code).toBe(1);
    expect((await messages(ann, maple.shopId)).data.reported).toBe(false);
    const reportedIds = (await reported(support)).data.list.map((c: { id: number }) => c.id);
    expect(reportedIds).toEqual([bobAsked.conversation_id]);

    // The shop sees the two conversations, each with its own shopper.
    const shopView = await inbox(maple);
    expect(shopView.data.list.map((c: SellerRow) => [c.id, c.shopper.id])).toEqual([
      [bobAsked.conversation_id, bob.id],
      [annAsked.conversation_id, ann.id],
    ]);
    expect(shopView.data.list[0].shopper).toEqual(bobAsShopper());
  });

  it('opens one conversation however many first messages arrive at once', async () => {
    const sent = await Promise.all(
      Array.from({ length: 4 }, (_, i) => send(ann, { shop_id: birch.shopId, text: `at once ${i}` })),
    );
    expect(sent.map((res) => res.code)).toEqual([1, 1, 1, 1]);
    const ids = new Set(sent.map((res) => res.data.conversation_id));
    expect(ids.size).toBe(1);
    expect(await t.db.selectFrom('shop_conversations').select('id').execute()).toEqual([{ id: [...ids][0] }]);
    expect((await inbox(birch)).data.list[0].unread).toBe(4);
  });

  it('answers each kind of caller on the routes of another as its guard does', async () => {
    const asked = await says(ann, maple.shopId, 'guarded');
    const sellerRoutes = [
      ['GET', '/api/seller/chat/conversations', undefined],
      ['GET', `/api/seller/chat/messages?conversation_id=${asked.conversation_id}`, undefined],
      ['POST', '/api/seller/chat/send', { conversation_id: asked.conversation_id, text: 'x' }],
      ['POST', '/api/seller/chat/read', { conversation_id: asked.conversation_id }],
      ['GET', '/api/seller/chat/unread', undefined],
      ['GET', '/api/seller/chat/quick_replies', undefined],
      ['POST', '/api/seller/chat/quick_replies/save', { text: 'x' }],
      ['POST', '/api/seller/chat/quick_replies/delete', { id: 1 }],
    ] as const;
    for (const [method, url, body] of sellerRoutes) {
      const asShopper = await call(t.app, method, url, { token: ann.token, body });
      expect(asShopper, url).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
      expect(await call(t.app, method, url, { body }), url).toMatchObject({
        status: 401,
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await call(t.app, method, url, { token: support, body }), url).toMatchObject({ status: 403 });
    }
    const shopperRoutes = [
      ['GET', '/api/chat/conversations', undefined],
      ['GET', `/api/chat/messages?shop_id=${maple.shopId}`, undefined],
      ['POST', '/api/chat/send', { shop_id: maple.shopId, text: 'x' }],
      ['POST', '/api/chat/read', { shop_id: maple.shopId }],
      ['GET', '/api/chat/unread', undefined],
      ['POST', '/api/chat/report', { shop_id: maple.shopId, reason: 'x' }],
    ] as const;
    for (const [method, url, body] of shopperRoutes) {
      const asSeller = await call(t.app, method, url, { token: maple.token, body });
      expect(asSeller, url).toMatchObject({ status: 401, data: { error: 'UNAUTHORIZED' } });
      expect(await call(t.app, method, url, { body }), url).toMatchObject({
        status: 401,
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await call(t.app, method, url, { token: support, body }), url).toMatchObject({ status: 401 });
    }
    for (const url of [
      '/api/console/shop_chats/reported',
      `/api/console/shop_chats/messages?conversation_id=${asked.conversation_id}`,
    ]) {
      expect(await call(t.app, 'GET', url, { token: ann.token }), url).toMatchObject({
        status: 403,
        data: { error: 'FORBIDDEN' },
      });
      expect(await call(t.app, 'GET', url, { token: maple.token }), url).toMatchObject({
        status: 403,
        data: { error: 'FORBIDDEN' },
      });
      expect(await call(t.app, 'GET', url), url).toMatchObject({ status: 401, data: { error: 'UNAUTHORIZED' } });
    }
    // None of those calls wrote, read or reported anything.
    expect(await storedMessages()).toEqual([
      { conversation_id: asked.conversation_id, sender: 'shopper', text: 'guarded' },
    ]);
    expect(await sellerUnread(maple)).toBe(1);
    expect(await quickReplies(maple)).toEqual([]);
    expect((await messages(ann, maple.shopId)).data.reported).toBe(false);
  });

  it("lists the shop's conversations most recent first, by keyword (shopper or message) and unread only", async () => {
    const annAsked = await says(ann, maple.shopId, 'Do you ship to Canada?');
    const bobAsked = await says(bob, maple.shopId, 'Is gift wrapping 100% free?');
    expect((await sellerRead(maple, bobAsked.conversation_id)).data.unread).toBe(0);
    const ids = async (query: Record<string, string | number>) => {
      const res = await inbox(maple, query);
      expect(res.code, JSON.stringify(res.data)).toBe(1);
      return { ids: res.data.list.map((c: SellerRow) => c.id), total: res.data.total as number };
    };
    const annId = annAsked.conversation_id;
    const bobId = bobAsked.conversation_id;

    expect(await ids({})).toEqual({ ids: [bobId, annId], total: 2 });
    expect((await inbox(maple)).data.list.map((c: SellerRow) => c.unread)).toEqual([0, 1]);
    expect(await ids({ unread_only: '1' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ unread_only: 'true' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ unread_only: '0' })).toEqual({ ids: [bobId, annId], total: 2 });
    expect((await inbox(maple, { unread_only: 'yes' })).data.error).toBe('VALIDATION');

    // The shopper's name, case aside, across given and family name; the account; a message's text.
    expect(await ids({ keyword: 'annabel' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ keyword: 'BEL LE' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ keyword: bob.account.slice(-7).toUpperCase() })).toEqual({ ids: [bobId], total: 1 });
    expect(await ids({ keyword: ann.account })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ keyword: 'canada' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ keyword: '  Gift wrapping ' })).toEqual({ ids: [bobId], total: 1 });
    // Wildcards are matched as written.
    expect(await ids({ keyword: '100%' })).toEqual({ ids: [bobId], total: 1 });
    expect(await ids({ keyword: '%' })).toEqual({ ids: [bobId], total: 1 });
    expect(await ids({ keyword: '_' })).toEqual({ ids: [], total: 0 });
    expect(await ids({ keyword: 'nothing like this' })).toEqual({ ids: [], total: 0 });
    expect(await ids({ keyword: 'canada', unread_only: '1' })).toEqual({ ids: [annId], total: 1 });
    expect(await ids({ keyword: 'gift', unread_only: '1' })).toEqual({ ids: [], total: 0 });
    // A message the shop wrote is found too.
    await answer(maple, { conversation_id: annId, text: 'We ship worldwide' });
    expect(await ids({ keyword: 'WORLDWIDE' })).toEqual({ ids: [annId], total: 1 });
    expect((await inbox(maple, { keyword: 'k'.repeat(51) })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { keyword: 'tooLong' },
    });

    // The newest message moves its conversation to the top; pages follow that order.
    expect(await ids({})).toEqual({ ids: [annId, bobId], total: 2 });
    await says(bob, maple.shopId, 'One more thing');
    expect(await ids({})).toEqual({ ids: [bobId, annId], total: 2 });
    expect(await ids({ limit: 1, page: 2 })).toEqual({ ids: [annId], total: 2 });
    expect(await ids({ unread_only: '1' })).toEqual({ ids: [bobId], total: 1 });
  });

  it("keeps a shop's quick replies: add, list, edit, delete; another shop's id answers not found", async () => {
    const first = await saveQuickReply(maple, { text: '  Thanks for your order!  ' });
    expect(first).toMatchObject({ status: 200, code: 1, msg: 'Save success' });
    expect(first.data).toEqual({ id: expect.any(Number), text: 'Thanks for your order!' });
    const second = await saveQuickReply(maple, { text: 'We ship within 48 hours.' });
    expect(await quickReplies(maple)).toEqual([first.data, second.data]);
    expect(await quickReplies(birch)).toEqual([]);

    const edited = await saveQuickReply(maple, { id: first.data.id, text: 'Thank you!' });
    expect(edited).toMatchObject({ code: 1, data: { id: first.data.id, text: 'Thank you!' } });
    expect(await quickReplies(maple)).toEqual([{ id: first.data.id, text: 'Thank you!' }, second.data]);

    // Another shop's quick reply, and an unknown one, are not found: nothing changes.
    expect(await saveQuickReply(birch, { id: first.data.id, text: 'Stolen' })).toEqual(NOT_FOUND);
    expect(await saveQuickReply(birch, { id: MISSING, text: 'Stolen' })).toEqual(NOT_FOUND);
    expect(await deleteQuickReply(birch, first.data.id)).toEqual(NOT_FOUND);
    expect(await deleteQuickReply(maple, MISSING)).toEqual(NOT_FOUND);
    expect(await quickReplies(maple)).toEqual([{ id: first.data.id, text: 'Thank you!' }, second.data]);
    expect(await quickReplies(birch)).toEqual([]);

    expect((await saveQuickReply(maple, { text: 'q'.repeat(501) })).data).toEqual({
      error: 'VALIDATION',
      fields: { text: 'tooLong' },
    });
    expect((await saveQuickReply(maple, { text: 'q'.repeat(500) })).code).toBe(1);
    expect((await saveQuickReply(maple, { text: 'x', shop_id: birch.shopId })).data.error).toBe('UNKNOWN_FIELD');

    const deleted = await deleteQuickReply(maple, second.data.id);
    expect(deleted).toMatchObject({ status: 200, code: 1, msg: 'Delete success', data: null });
    expect((await quickReplies(maple)).map((q) => q.id)).toEqual([first.data.id, expect.any(Number)]);
    expect(await deleteQuickReply(maple, second.data.id)).toEqual(NOT_FOUND);
  });

  it('keeps at most 20 quick replies a shop: the 21st is refused, editing and deleting still work', async () => {
    for (let i = 1; i <= 20; i += 1) expect((await saveQuickReply(maple, { text: `reply ${i}` })).code).toBe(1);
    const over = await saveQuickReply(maple, { text: 'reply 21' });
    expect(over).toEqual({
      status: 200,
      code: 0,
      msg: 'A shop keeps at most 20 quick replies',
      data: { error: 'QUICK_REPLY_LIMIT' },
    });
    const list = await quickReplies(maple);
    expect(list.map((q) => q.text)).toEqual(Array.from({ length: 20 }, (_, i) => `reply ${i + 1}`));
    // Another shop's count is its own.
    expect((await saveQuickReply(birch, { text: 'birch 1' })).code).toBe(1);
    expect((await saveQuickReply(maple, { id: list[0]?.id, text: 'edited at the limit' })).code).toBe(1);
    expect((await deleteQuickReply(maple, list[1]?.id as number)).code).toBe(1);
    expect((await saveQuickReply(maple, { text: 'reply 21' })).code).toBe(1);
    expect((await saveQuickReply(maple, { text: 'reply 22' })).data.error).toBe('QUICK_REPLY_LIMIT');
    expect(await quickReplies(maple)).toHaveLength(20);
  });

  it('ends with exactly 20 quick replies when five adds race at 18', async () => {
    for (let i = 1; i <= 18; i += 1) expect((await saveQuickReply(maple, { text: `reply ${i}` })).code).toBe(1);
    const raced = await Promise.all(Array.from({ length: 5 }, (_, i) => saveQuickReply(maple, { text: `raced ${i}` })));
    expect(raced.filter((res) => res.code === 1)).toHaveLength(2);
    const refused = raced.filter((res) => res.code !== 1);
    expect(refused).toHaveLength(3);
    for (const res of refused) expect(res.data).toEqual({ error: 'QUICK_REPLY_LIMIT' });
    expect(await quickReplies(maple)).toHaveLength(20);
    const rows = await t.db
      .selectFrom('shop_quick_replies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', maple.shopId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(20);
  });

  it("limits how fast a shopper sends: the 21st message within a minute is refused, others aren't held back", async () => {
    let conversationId = 0;
    for (let i = 1; i <= 20; i += 1) conversationId = (await says(ann, maple.shopId, `n${i}`)).conversation_id;
    const limited = await send(ann, { shop_id: maple.shopId, text: 'one too many' });
    expect(limited).toEqual({
      status: 429,
      code: 429,
      msg: 'Too many attempts, please try again in 1 minute',
      data: { error: 'RATE_LIMITED' },
    });
    // Nor to another shop: the limit is the shopper's.
    expect((await send(ann, { shop_id: birch.shopId, text: 'elsewhere' })).data.error).toBe('RATE_LIMITED');
    expect(await storedMessages()).toHaveLength(20);
    expect((await says(bob, maple.shopId, 'hello')).text).toBe('hello');
    expect((await answer(maple, { conversation_id: conversationId, text: 'Slow down please' })).code).toBe(1);
  });

  it('limits how fast a shop answers (60 a minute) and how often a shopper reports (10 a day)', async () => {
    const asked = await says(ann, maple.shopId, 'hello');
    for (let i = 1; i <= 60; i += 1) {
      const res = await answer(maple, { conversation_id: asked.conversation_id, text: `a${i}` });
      expect(res.code, res.msg).toBe(1);
    }
    expect(await answer(maple, { conversation_id: asked.conversation_id, text: 'a61' })).toEqual({
      status: 429,
      code: 429,
      msg: 'Too many attempts, please try again in 1 minute',
      data: { error: 'RATE_LIMITED' },
    });
    const sellerCount = await t.db.selectFrom('shop_messages').select('id').where('sender', '=', 'seller').execute();
    expect(sellerCount).toHaveLength(60);
    // Another shop answers on.
    const toBirch = await says(ann, birch.shopId, 'hi Birch');
    expect((await answer(birch, { conversation_id: toBirch.conversation_id, text: 'hi' })).code).toBe(1);

    for (let i = 1; i <= 10; i += 1) {
      const res = await report(ann, { shop_id: maple.shopId, reason: `report ${i}` });
      expect(res.code, res.msg).toBe(1);
    }
    expect(await report(ann, { shop_id: maple.shopId, reason: 'report 11' })).toMatchObject({
      status: 429,
      code: 429,
      data: { error: 'RATE_LIMITED' },
    });
    // The last report that was taken stands.
    expect((await reported(support)).data.list[0]).toMatchObject({ id: asked.conversation_id, reason: 'report 10' });
  });

  it('lets a shopper report a conversation, which support operators then read; no one else, and nothing unreported', async () => {
    const asked = await says(ann, maple.shopId, 'Why so rude?');
    const rude = await answer(maple, { conversation_id: asked.conversation_id, text: 'Go away' });
    const bobAsked = await says(bob, maple.shopId, 'Never reported');

    expect((await reported(support)).data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    expect(await reportedMessages(support, asked.conversation_id)).toEqual(NOT_FOUND);
    // A shop the shopper never wrote to has nothing to report; an empty or too long reason is refused.
    expect(await report(ann, { shop_id: birch.shopId, reason: 'Nothing' })).toEqual(NOT_FOUND);
    expect((await report(ann, { shop_id: maple.shopId, reason: '   ' })).data.error).toBe('VALIDATION');
    expect((await report(ann, { shop_id: maple.shopId, reason: 'r'.repeat(501) })).data.fields).toEqual({
      reason: 'tooLong',
    });

    const res = await report(ann, { shop_id: maple.shopId, reason: '  Rude answers <b>x</b> ' });
    expect(res).toEqual({
      status: 200,
      code: 1,
      msg: 'Reported: the platform will look into this conversation',
      data: null,
    });
    expect((await messages(ann, maple.shopId)).data.reported).toBe(true);
    expect((await messages(bob, maple.shopId)).data.reported).toBe(false);

    const queue = await reported(support);
    const row = {
      id: asked.conversation_id,
      shop: shopName(maple, 'Maple Pottery'),
      shopper: { id: ann.id, account: ann.account },
      reason: 'Rude answers <b>x</b>',
      reported_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    };
    expect(queue.data).toEqual({ list: [row], total: 1, page: 1, limit: 10 });
    const read = await reportedMessages(support, asked.conversation_id);
    expect(read.data).toEqual({
      conversation: row,
      // Ann's message was read by the shop when it answered; the answer is unread by Ann.
      list: [
        { ...asked, read: true },
        { ...rude.data, read: false },
      ],
      has_more: false,
    });
    const lastOnly = await reportedMessages(support, asked.conversation_id, { limit: 1 });
    expect(lastOnly.data).toMatchObject({ has_more: true, list: [{ id: rude.data.id, text: 'Go away' }] });
    // Reading it as an operator marks nothing read for either side.
    expect(await shopperUnread(ann)).toBe(1);

    // A conversation never reported, and an unknown one, stay closed to operators.
    expect(await reportedMessages(support, bobAsked.conversation_id)).toEqual(NOT_FOUND);
    expect(await reportedMessages(support, MISSING)).toEqual(NOT_FOUND);
    // An operator without the support role is refused both.
    for (const response of [
      await reported(catalogueOnly),
      await reportedMessages(catalogueOnly, asked.conversation_id),
    ]) {
      expect(response).toMatchObject({ status: 403, code: 403, data: { error: 'FORBIDDEN' } });
      expect(JSON.stringify(response)).not.toContain('Go away');
    }
  });

  it('takes no first message for a closed shop', async () => {
    const alreadyOpen = await says(ann, cedar.shopId, 'Before it closed');
    await t.db.updateTable('shops').set({ active: false }).where('id', '=', cedar.shopId).execute();

    const refused = await send(bob, { shop_id: cedar.shopId, text: 'Anyone there?' });
    expect(refused).toMatchObject({ status: 200, code: 0, data: { error: 'CHAT_SHOP_CLOSED' } });
    expect((await messages(bob, cedar.shopId)).data).toMatchObject({ conversation_id: null, list: [] });
    expect(
      await t.db.selectFrom('shop_conversations').select('user_id').where('shop_id', '=', cedar.shopId).execute(),
    ).toEqual([{ user_id: ann.id }]);
    expect((await inbox(cedar)).data.total).toBe(1);
    // The conversation opened before the shop closed goes on.
    expect((await send(ann, { shop_id: cedar.shopId, text: 'Still there?' })).data).toMatchObject({
      conversation_id: alreadyOpen.conversation_id,
      text: 'Still there?',
    });
  });

  it('names an empty quick reply and an empty report reason as required, the field key the contract declares', async () => {
    await says(ann, maple.shopId, 'hello');
    const emptyReply = await saveQuickReply(maple, { text: '   ' });
    const emptyReason = await report(ann, { shop_id: maple.shopId, reason: '   ' });
    expect(await quickReplies(maple)).toEqual([]);
    expect((await messages(ann, maple.shopId)).data.reported).toBe(false);
    expect(emptyReply.data).toEqual({ error: 'VALIDATION', fields: { text: 'contentRequired' } });
    expect(emptyReason.data).toEqual({ error: 'VALIDATION', fields: { reason: 'reasonRequired' } });
  });

  it('writes live events: a message for both sides, a read mark for the other side only', async () => {
    const events = () => t.db.selectFrom('live_events').select(['audience', 'kind', 'payload']).orderBy('id').execute();
    const asked = await says(ann, maple.shopId, 'Live?');
    const message = {
      conversation_id: asked.conversation_id,
      shop_id: maple.shopId,
      message_id: asked.id,
      sender: 'shopper',
    };
    const afterSend = await events();
    const messageEvents = afterSend.filter((e) => e.kind === 'chat.message');
    expect(messageEvents).toEqual([
      { audience: `user:${ann.id}`, kind: 'chat.message', payload: message },
      { audience: `shop:${maple.shopId}`, kind: 'chat.message', payload: message },
    ]);
    // Nobody else hears of it.
    expect(afterSend.filter((e) => e.audience !== `user:${ann.id}` && e.audience !== `shop:${maple.shopId}`)).toEqual(
      [],
    );
    // The sender's own read mark moves with its message: the message's event says enough, no read event.
    expect(afterSend.filter((e) => e.kind === 'chat.read')).toEqual([]);

    await t.db.deleteFrom('live_events').execute();
    expect((await sellerRead(maple, asked.conversation_id)).code).toBe(1);
    const read = {
      audience: `user:${ann.id}`,
      kind: 'chat.read',
      payload: { conversation_id: asked.conversation_id, shop_id: maple.shopId, reader: 'seller' },
    };
    expect(await events()).toEqual([read]);
    // Reading again with nothing new tells nobody.
    expect((await sellerRead(maple, asked.conversation_id)).code).toBe(1);
    expect(await events()).toEqual([read]);

    await t.db.deleteFrom('live_events').execute();
    const reply = await answer(maple, { conversation_id: asked.conversation_id, text: 'Yes' });
    expect((await events()).filter((e) => e.kind === 'chat.message')).toEqual([
      {
        audience: `user:${ann.id}`,
        kind: 'chat.message',
        payload: { ...message, message_id: reply.data.id, sender: 'seller' },
      },
      {
        audience: `shop:${maple.shopId}`,
        kind: 'chat.message',
        payload: { ...message, message_id: reply.data.id, sender: 'seller' },
      },
    ]);
    await t.db.deleteFrom('live_events').execute();
    expect((await shopperRead(ann, maple.shopId)).code).toBe(1);
    expect(await events()).toEqual([
      {
        audience: `shop:${maple.shopId}`,
        kind: 'chat.read',
        payload: { conversation_id: asked.conversation_id, shop_id: maple.shopId, reader: 'shopper' },
      },
    ]);
  });
});

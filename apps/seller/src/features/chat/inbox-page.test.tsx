import type { SellerChatMessagesDto, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { LiveStateContext } from '@shop/desk/live/live-state.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversation, shopperMessage } from '../../test/fixtures.ts';
import { type Answer, type ApiCall, fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { InboxPage } from './inbox-page.tsx';

const SCRIPT = '<script>window.__sellerPwned = 1</script><img src=x onerror="window.__sellerPwned = 2">';
const UPLOADED = '/uploads/m/abcdefghijklmnop1234.webp';

type Viewport = { setViewport(size: { width: number; height: number }): void };
const happyDom = () => (window as unknown as { happyDOM: Viewport }).happyDOM;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  happyDom().setViewport({ width: 1280, height: 800 });
});

const page = (rows: unknown[], total = rows.length) => ok({ list: rows, total, page: 1, limit: 20 });

const thread = (list: ShopChatMessageDto[], overrides: Partial<SellerChatMessagesDto> = {}) =>
  ok({
    conversation: { id: 7, shopper: { id: 70, name: 'Ann', avatar: null } },
    list,
    has_more: false,
    unread: 0,
    ...overrides,
  });

/** The inbox's routes, with the stream live so that nothing polls behind a test's back. */
function show(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <LiveStateContext.Provider value="live">
            <Outlet />
          </LiveStateContext.Provider>
        ),
        children: [
          { path: '/inbox', element: <InboxPage /> },
          { path: '/inbox/:conversationId', element: <InboxPage /> },
          { path: '/products/:id', element: <p>Product editor</p> },
          { path: '/orders/:id', element: <p>Order page</p> },
        ],
      },
    ],
    path,
  );
}

/** Ann's conversation (7) open: the list answers her alone, the thread the given messages. */
function annApi(list: ShopChatMessageDto[], more: Record<string, Answer> = {}) {
  return fakeApi({
    '/api/seller/chat/conversations': page([conversation(7, 'Ann')]),
    '/api/seller/chat/messages': thread(list),
    '/api/seller/chat/read': ok({ unread: 0 }),
    '/api/seller/chat/unread': ok({ count: 0 }),
    ...more,
  });
}

const messagesLog = () => screen.findByRole('log', { name: 'Messages with Ann' });

describe('the inbox list', { timeout: 20_000 }, () => {
  it('shows each conversation with its shopper, last message, words for what has no text, and unread count', async () => {
    const api = fakeApi({
      '/api/seller/chat/conversations': page([
        conversation(7, 'Ann', {
          unread: 2,
          last_message: shopperMessage(701, { text: 'Where is my\nparcel?' }),
        }),
        conversation(8, 'Bob', { last_message: shopperMessage(801, { text: '', image: UPLOADED }) }),
        conversation(9, 'Cy', {
          last_message: shopperMessage(901, {
            text: '',
            card: {
              type: 'product',
              id: 31,
              available: true,
              title: 'Oolong tea',
              picture: null,
              amount: '12.00',
              status: null,
            },
          }),
        }),
        conversation(10, 'Di', {
          last_message: shopperMessage(1001, {
            sender: 'seller',
            text: '',
            card: {
              type: 'order',
              id: 42,
              available: true,
              title: '202603010001',
              picture: null,
              amount: '24.00',
              status: '1',
            },
          }),
        }),
      ]),
    });
    show('/inbox');

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Ann, 2 unread messages', 'Bob', 'Cy', 'Di']);
    expect(within(rows[0] as HTMLElement).getByText('Where is my parcel?')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('[Picture]')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('[Product]')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('You: [Order]')).toBeTruthy();
    expect(api.callsTo('/api/seller/chat/conversations')[0]?.query).toBe('page=1&limit=20');
  });

  it('searches shoppers and messages and narrows to unread ones, in the address and in the request', async () => {
    const api = fakeApi({ '/api/seller/chat/conversations': page([]) });
    const { router } = show('/inbox');
    expect(await screen.findByText("No conversations yet. Shoppers' questions will appear here.")).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search shoppers or messages' });
    fireEvent.change(search, { target: { value: '  ann ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann'));
    await waitFor(() =>
      expect(api.callsTo('/api/seller/chat/conversations').at(-1)?.query).toBe('page=1&limit=20&keyword=ann'),
    );
    expect(await screen.findByText('No conversation matches “ann”')).toBeTruthy();

    fireEvent.click(screen.getByText('Unread'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann&unread=1'));
    await waitFor(() =>
      expect(api.callsTo('/api/seller/chat/conversations').at(-1)?.query).toBe(
        'page=1&limit=20&keyword=ann&unread_only=1',
      ),
    );

    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ann'));
  });

  it('loads the next page of conversations at the foot of the list', async () => {
    const api = fakeApi({
      '/api/seller/chat/conversations': (call: ApiCall) =>
        call.query.startsWith('page=2')
          ? ok({ list: [conversation(8, 'Bob')], total: 21, page: 2, limit: 20 })
          : ok({ list: [conversation(7, 'Ann')], total: 21, page: 1, limit: 20 }),
    });
    show('/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByRole('link', { name: 'Bob' })).toBeTruthy();
    expect(api.callsTo('/api/seller/chat/conversations').at(-1)?.query).toBe('page=2&limit=20');
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });
});

describe('a conversation', { timeout: 20_000 }, () => {
  it('opens beside the list at a desk, shows text as text, and marks the shopper’s messages read', async () => {
    happyDom().setViewport({ width: 1280, height: 800 });
    let unread = 2;
    const api = fakeApi({
      '/api/seller/chat/conversations': () => page([conversation(7, 'Ann', { unread })]),
      '/api/seller/chat/messages': () =>
        thread(
          [
            shopperMessage(70, { text: SCRIPT }),
            shopperMessage(71, { sender: 'seller', text: 'We ship today', read: true }),
            shopperMessage(72, { text: 'Thanks!' }),
          ],
          { unread },
        ),
      '/api/seller/chat/read': () => {
        unread = 0;
        return ok({ unread: 0 });
      },
      '/api/seller/chat/unread': ok({ count: 0 }),
    });
    const { router, container } = show('/inbox');
    expect(await screen.findByText('Select a conversation')).toBeTruthy();

    fireEvent.click(await screen.findByRole('link', { name: 'Ann, 2 unread messages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/7'));

    const log = await messagesLog();
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(within(log).getByText(SCRIPT)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __sellerPwned?: number }).__sellerPwned).toBeUndefined();
    expect(within(log).getAllByRole('listitem', { name: 'From Ann' })).toHaveLength(2);
    const mine = within(log).getByRole('listitem', { name: 'Your shop' });
    expect(within(mine).getByText('We ship today')).toBeTruthy();
    expect(within(mine).getByText('Read')).toBeTruthy();

    await waitFor(() => expect(api.callsTo('/api/seller/chat/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/read')[0]?.body).toEqual({ conversation_id: 7 });
    expect(api.callsTo('/api/seller/chat/messages')[0]?.query).toBe('conversation_id=7&limit=30');
    // The list is read again after the mark, and no longer counts Ann's messages.
    expect(await screen.findByRole('link', { name: 'Ann' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ann' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows one pane at a time on a phone, the conversation with a way back to the list as it was', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    annApi([shopperMessage(70, { text: 'Is it in stock?' })]);
    const { router } = show('/inbox?q=ann');

    fireEvent.click(await screen.findByRole('link', { name: 'Ann' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/7'));
    expect(within(await messagesLog()).getByText('Is it in stock?')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(screen.queryByText('Select a conversation')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe('?q=ann');
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('shows product and order cards that lead to the product editor and the order, and a gone one that does not', async () => {
    annApi([
      shopperMessage(70, {
        text: '',
        card: {
          type: 'product',
          id: 31,
          available: true,
          title: 'Oolong tea',
          picture: '/uploads/d/tea-s.webp',
          amount: '12.00',
          status: null,
        },
      }),
      shopperMessage(71, {
        text: 'About this order',
        card: {
          type: 'order',
          id: 42,
          available: true,
          title: '202603010001',
          picture: null,
          amount: '24.50',
          status: '2',
        },
      }),
      shopperMessage(72, {
        text: '',
        card: {
          type: 'product',
          id: 33,
          available: false,
          title: 'Old kettle',
          picture: null,
          amount: null,
          status: null,
        },
      }),
    ]);
    const { router } = show('/inbox/7');
    const log = await messagesLog();

    const product = within(log).getByRole('link', { name: 'Product: Oolong tea' });
    expect(within(product).getByText('$12.00')).toBeTruthy();
    const order = within(log).getByRole('link', { name: 'Order 202603010001' });
    expect(within(order).getByText('No. 202603010001')).toBeTruthy();
    expect(within(order).getByText('$24.50')).toBeTruthy();
    expect(within(order).getByText('Shipped')).toBeTruthy();
    expect(within(log).getByText('About this order')).toBeTruthy();
    expect(within(log).getByText('Old kettle')).toBeTruthy();
    expect(within(log).getByText('No longer available')).toBeTruthy();
    expect(within(log).queryByRole('link', { name: 'Product: Old kettle' })).toBeNull();

    fireEvent.click(order);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    await act(() => router.navigate('/inbox/7'));
    fireEvent.click(within(await messagesLog()).getByRole('link', { name: 'Product: Oolong tea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/31'));
  });

  it('shows a picture the shopper sent, which opens in a preview', async () => {
    annApi([shopperMessage(70, { text: '', image: UPLOADED })]);
    show('/inbox/7');
    const picture = within(await messagesLog()).getByAltText('Picture in message 70') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(UPLOADED);
    fireEvent.click(picture);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('loads earlier messages from before the oldest one shown, keeping those shown', async () => {
    const api = fakeApi({
      '/api/seller/chat/conversations': page([conversation(7, 'Ann')]),
      '/api/seller/chat/messages': (call: ApiCall) =>
        call.query.includes('before_id=')
          ? thread([shopperMessage(40, { text: 'An older question' })], { has_more: false })
          : thread([shopperMessage(70, { text: 'A newer question' })], { has_more: true }),
    });
    show('/inbox/7');
    const log = await messagesLog();
    fireEvent.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('An older question')).toBeTruthy();
    expect(within(log).getByText('A newer question')).toBeTruthy();
    expect(api.callsTo('/api/seller/chat/messages').at(-1)?.query).toBe('conversation_id=7&before_id=70&limit=30');
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    const texts = within(log)
      .getAllByRole('listitem', { name: 'From Ann' })
      .map((item) => item.textContent);
    expect(texts[0]).toContain('An older question');
  });
});

describe('writing to a shopper', { timeout: 20_000 }, () => {
  const sent = (id: number, body: Record<string, unknown>) =>
    ok(shopperMessage(id, { sender: 'seller', text: '', ...body }));

  it('sends text with Enter or the button, counting to the limit, never on Shift+Enter', async () => {
    const api = annApi([], {
      '/api/seller/chat/send': (call: ApiCall) => sent(80, { text: (call.body as { text: string }).text }),
    });
    show('/inbox/7');
    await messagesLog();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: /Send$/ }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(box.maxLength).toBe(1000);

    fireEvent.change(box, { target: { value: 'It ships <today>' } });
    expect(screen.getByLabelText('16 of 1000 characters').textContent).toBe('16 / 1000');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(api.callsTo('/api/seller/chat/send')).toHaveLength(0);

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('/api/seller/chat/send', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/send')[0]?.body).toEqual({ conversation_id: 7, text: 'It ships <today>' });
    const mine = await within(await messagesLog()).findByRole('listitem', { name: 'Your shop' });
    expect(within(mine).getByText('It ships <today>')).toBeTruthy();
    expect(within(mine).getByText('Sent')).toBeTruthy();
    expect(box.value).toBe('');

    fireEvent.change(box, { target: { value: 'And a tracking number soon' } });
    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    await waitFor(() => expect(api.callsTo('/api/seller/chat/send', 'POST')).toHaveLength(2));
    expect(api.callsTo('/api/seller/chat/send')[1]?.body).toEqual({
      conversation_id: 7,
      text: 'And a tracking number soon',
    });
  });

  it('uploads a picture and sends the path the upload returned', async () => {
    const api = annApi([], {
      '/api/seller/upload': ok({ url: UPLOADED }),
      '/api/seller/chat/send': (call: ApiCall) => sent(90, { image: (call.body as { image: string }).image }),
    });
    show('/inbox/7');
    await messagesLog();

    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Picture to send'), { target: { files: [gif] } });
    expect(await screen.findByText('a.gif: only JPEG, PNG or WebP pictures can be uploaded.')).toBeTruthy();
    expect(api.callsTo('/api/seller/upload')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'box.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Picture to send'), { target: { files: [png] } });
    await waitFor(() => expect(api.callsTo('/api/seller/chat/send', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/upload', 'POST')[0]?.body).toBeInstanceOf(FormData);
    expect(api.callsTo('/api/seller/chat/send')[0]?.body).toEqual({ conversation_id: 7, image: UPLOADED });
    expect(await within(await messagesLog()).findByAltText('Picture in message 90')).toBeTruthy();
  });

  it('inserts a quick reply into the message, which is then sent as written', async () => {
    const api = annApi([], {
      '/api/seller/chat/quick_replies': ok({
        list: [
          { id: 1, text: 'Thanks for your order!' },
          { id: 2, text: 'We ship within 24 hours.' },
        ],
      }),
      '/api/seller/chat/send': (call: ApiCall) => sent(81, { text: (call.body as { text: string }).text }),
    });
    show('/inbox/7');
    await messagesLog();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hi Ann' } });

    fireEvent.click(screen.getByRole('button', { name: 'Quick replies' }));
    fireEvent.click(await screen.findByText('We ship within 24 hours.'));
    expect(box.value).toBe('Hi Ann\nWe ship within 24 hours.');

    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    await waitFor(() => expect(api.callsTo('/api/seller/chat/send', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/send')[0]?.body).toEqual({
      conversation_id: 7,
      text: 'Hi Ann\nWe ship within 24 hours.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Quick replies' }));
    fireEvent.click(await screen.findByRole('button', { name: /Manage quick replies/ }));
    // antd names every drawer of a test "test-id": the dialog is found by its role alone.
    const manager = await screen.findByRole('dialog');
    expect(within(manager).getByText('Quick replies', { selector: '.ant-drawer-title' })).toBeTruthy();
    expect(within(manager).getByRole('button', { name: 'Edit “Thanks for your order!”' })).toBeTruthy();
  });
});

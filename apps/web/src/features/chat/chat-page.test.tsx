import type { ChatSendBody } from '@shop/contract/shop-chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../app/route-table.ts';
import { liveState } from '../../lib/live-state.ts';
import { toast } from '../../lib/toast.ts';
import {
  type FakeCall,
  fakeApi,
  initTestI18n,
  Refusal,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { CHAT_POLL_MS } from './api.ts';
import { ChatPage } from './chat-page.tsx';
import { logIn, message, orderCard, productCard, SHOP, thread } from './chat-test-utils.tsx';

const ROUTE = { '/chat/:shopId': ChatPage };
const log = () => screen.getByRole('log', { name: 'Conversation with the shop' });
const rows = () => within(log()).getAllByRole('listitem');
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const input = () => screen.getByLabelText('Type a message') as HTMLTextAreaElement;
const location = () => screen.getByTestId('location').textContent;
const PICTURE = '/uploads/u/abcdefghijklmnop1234.webp';

/** What the shop's product page answers for product 5 of shop 7. */
const PRODUCT = {
  id: 5,
  title: 'USB-C Hub, 7 ports',
  images: [{ small: '/uploads/p/hub-360.webp', large: '/uploads/p/hub-720.webp' }],
  price: '25.00',
  shop: { id: 7, name: 'Volt Digital' },
};
/** An order of the shopper at shop 7. */
const ORDER = {
  id: 41,
  order_no: '202603010000041',
  status: 2,
  shop: { id: 7, name: 'Volt Digital', logo: { small: '/l.webp', large: '/l.webp' } },
  items: [{ image: { small: '/uploads/p/hub-360.webp', large: '/uploads/p/hub-720.webp' } }],
  total: '704.99',
};

/** The conversation as a small server: what is sent is stored and read back. */
function chatServer(initial = [message(1, { sender: 'seller', text: 'Hello! How can we help?', read: true })]) {
  const list = [...initial];
  return fakeApi({
    '/chat/messages': () => thread([...list]),
    '/chat/send': ({ body }: FakeCall) => {
      const { shop_id: _shop, card, ...rest } = body as ChatSendBody;
      const sent = message(list.length + 100, {
        text: rest.text ?? '',
        image: rest.image ?? null,
        card: card ? (card.type === 'product' ? productCard(card.id) : orderCard(card.id)) : null,
      });
      list.push(sent);
      return sent;
    },
    '/chat/read': { unread: 0 },
    '/chat/conversations': { list: [], total: 0, page: 1, limit: 20 },
    '/chat/unread': { count: 0 },
    '/goods/detail': PRODUCT,
    '/order/detail': ORDER,
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
  // No stream in these tests: the screen polls, as it does whenever the stream is not live.
  liveState.set('down');
});
afterEach(() => {
  vi.useRealTimers();
  liveState.set('connecting');
  resetAll();
});

describe('the conversation with a shop', () => {
  it("shows the shop's name, the messages oldest first with the shopper's on the right, and read marks", async () => {
    const api = fakeApi({
      '/chat/messages': thread([
        message(1, { text: 'Is the hub in stock?', read: true }),
        message(2, { sender: 'seller', text: 'Yes, 40 left.', read: false }),
        message(3, { text: 'Great, thanks!' }),
      ]),
      '/chat/read': { unread: 0 },
    });
    renderAt('/chat/7', ROUTE);
    await screen.findByText('Yes, 40 left.');
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['You', 'Volt Digital', 'You']);
    expect(rows().map((row) => row.querySelector('.chat-bubble__text')?.textContent)).toEqual([
      'Is the hub in stock?',
      'Yes, 40 left.',
      'Great, thanks!',
    ]);
    expect(rows()[0]?.className).toContain('chat-message--mine');
    expect(rows()[1]?.className).toContain('chat-message--theirs');
    expect(within(rows()[0]!).getByText('Read')).toBeTruthy();
    expect(within(rows()[2]!).getByText('Sent')).toBeTruthy();
    expect(within(rows()[1]!).queryByText(/^(Read|Sent)$/)).toBeNull();
    // The top bar names the shop and opens it.
    const shop = screen.getByRole('link', { name: 'Open the shop Volt Digital' });
    expect(shop.getAttribute('href')).toBe('/shop/7');
    expect(api.callsTo('/chat/messages')[0]?.params.toString()).toBe('shop_id=7&limit=30');
    // The shop's unread message is on screen: the conversation is marked read.
    await waitFor(() => expect(api.callsTo('/chat/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/chat/read')[0]?.body).toEqual({ shop_id: 7 });
  });

  it('shows a message as text: markup in it creates no element', async () => {
    const text = '<script>window.__shopChatPwned = 1</script><img src=x onerror="window.__shopChatPwned = 2"><b>hi</b>';
    fakeApi({ '/chat/messages': thread([message(1, { sender: 'seller', text, read: true })]) });
    const { container } = renderAt('/chat/7', ROUTE);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect((window as { __shopChatPwned?: number }).__shopChatPwned).toBeUndefined();
  });

  it('greets an empty conversation with the shop, and reads nothing as read', async () => {
    const api = fakeApi({ '/chat/messages': thread([]) });
    renderAt('/chat/7', ROUTE);
    expect(await screen.findByText('Ask Volt Digital anything about its products, sizes or delivery.')).toBeTruthy();
    expect(api.callsTo('/chat/read')).toHaveLength(0);
  });

  it('sends a text exactly as typed and shows it at the bottom', async () => {
    const api = chatServer();
    renderAt('/chat/7', ROUTE);
    await screen.findByText('Hello! How can we help?');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(input(), { target: { value: ' Does it fit a <b>MacBook</b>? ' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.callsTo('/chat/send', 'POST')[0]?.body).toEqual({ shop_id: 7, text: ' Does it fit a <b>MacBook</b>? ' });
    expect(rows()[1]?.querySelector('.chat-bubble__text')?.textContent).toBe(' Does it fit a <b>MacBook</b>? ');
    expect(rows()[1]?.className).toContain('chat-message--mine');
    expect(input().value).toBe('');
  });

  it('keeps the text when sending is refused', async () => {
    fakeApi({
      '/chat/messages': thread([]),
      '/chat/send': new Refusal('RATE_LIMITED', 'Too many messages, wait a moment'),
    });
    renderAt('/chat/7', ROUTE);
    await screen.findByText(/Ask Volt Digital/);
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Too many messages, wait a moment'));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(input().value).toBe('hello');
  });

  it('counts characters and refuses more than 1000', async () => {
    fakeApi({ '/chat/messages': thread([]) });
    renderAt('/chat/7', ROUTE);
    await screen.findByText(/Ask Volt Digital/);
    fireEvent.change(input(), { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('1000/1000')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(input(), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001/1000').className).toContain('chat-composer__count--over');
    expect(sendButton().disabled).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a picture through the upload, and opens a picture full screen', async () => {
    const api = fakeApi({
      '/chat/messages': thread([message(1, { sender: 'seller', text: '', image: PICTURE, read: true })]),
      '/common/upload': { url: '/uploads/u/zyxwvutsrqponmlk9876.webp' },
      '/chat/send': ({ body }: FakeCall) => message(2, { text: '', image: (body as ChatSendBody).image ?? null }),
    });
    renderAt('/chat/7', ROUTE);
    const open = await screen.findByRole('button', { name: 'View picture' });
    expect(within(open).getByRole('img').getAttribute('src')).toBe(PICTURE);
    fireEvent.click(open);
    await waitFor(() =>
      expect(
        document.querySelector(
          `.adm-image-viewer-content img[src="${PICTURE}"], .adm-image-viewer-image-wrapper img[src="${PICTURE}"]`,
        ),
      ).toBeTruthy(),
    );

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo('/chat/send')).toHaveLength(1));
    expect(api.callsTo('/chat/send')[0]?.body).toEqual({ shop_id: 7, image: '/uploads/u/zyxwvutsrqponmlk9876.webp' });
    await waitFor(() => expect(within(log()).getAllByRole('button', { name: 'View picture' })).toHaveLength(2));
  });

  it('shows a product card and an order card that open the product and the order', async () => {
    fakeApi({
      '/chat/messages': thread([
        message(1, { text: '', card: productCard(5), read: true }),
        message(2, { sender: 'seller', text: 'Your order left today.', card: orderCard(41), read: true }),
        message(3, { sender: 'seller', text: '', card: productCard(6, { available: false }), read: true }),
      ]),
    });
    renderAt('/chat/7', ROUTE);
    const product = await screen.findByRole('link', { name: 'Product: 14" Slim Laptop' });
    expect(product.getAttribute('href')).toBe('/detail/5');
    expect(within(product).getByText('$649.99')).toBeTruthy();
    expect(product.querySelector('img')?.getAttribute('src')).toBe('/uploads/p/laptop-360.webp');

    const order = screen.getByRole('link', { name: 'Order: Order no. 202603010000041' });
    expect(order.getAttribute('href')).toBe('/orderInfo/41');
    // The status value is worded as My orders words it.
    expect(within(order).getByText('Delivered')).toBeTruthy();
    expect(within(order).getByText('$704.99')).toBeTruthy();
    expect(screen.getByText('Your order left today.')).toBeTruthy();

    // A product gone from sale opens nothing.
    expect(screen.getByText('This product is no longer available').closest('a')).toBeNull();

    fireEvent.click(product);
    await waitFor(() => expect(location()).toBe('/detail/5'));
  });

  it('offers the product the shopper came from, and sends it as a card', async () => {
    const api = chatServer();
    renderAt('/chat/7?product_id=5', ROUTE);
    const pinned = await screen.findByRole('region', { name: 'The product you are asking about' });
    expect(within(pinned).getByText('USB-C Hub, 7 ports')).toBeTruthy();
    expect(within(pinned).getByText('$25.00')).toBeTruthy();
    expect(api.callsTo('/goods/detail')[0]?.params.get('id')).toBe('5');

    fireEvent.click(within(pinned).getByRole('button', { name: 'Send product' }));
    await waitFor(() => expect(api.callsTo('/chat/send', 'POST')).toHaveLength(1));
    expect(api.callsTo('/chat/send')[0]?.body).toEqual({ shop_id: 7, card: { type: 'product', id: 5 } });
    // Sent, it leaves the composer and shows in the conversation as a card.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The product you are asking about' })).toBeNull());
    expect(
      within(log())
        .getByRole('link', { name: /^Product: / })
        .getAttribute('href'),
    ).toBe('/detail/5');
  });

  it('offers the order the shopper came from, with its status, and can be put away unsent', async () => {
    const api = chatServer();
    renderAt('/chat/7?order_id=41', ROUTE);
    const pinned = await screen.findByRole('region', { name: 'The order you are asking about' });
    expect(within(pinned).getByText('Order no. 202603010000041')).toBeTruthy();
    expect(within(pinned).getByText('Delivered')).toBeTruthy();
    expect(within(pinned).getByText('$704.99')).toBeTruthy();
    expect(api.callsTo('/order/detail')[0]?.params.get('id')).toBe('41');

    fireEvent.click(within(pinned).getByRole('button', { name: 'Do not send' }));
    expect(screen.queryByRole('region', { name: 'The order you are asking about' })).toBeNull();
    expect(api.callsTo('/chat/send')).toHaveLength(0);
  });

  it("offers nothing for another shop's product", async () => {
    const api = fakeApi({
      '/chat/messages': thread([]),
      '/goods/detail': { ...PRODUCT, shop: { id: 8, name: 'Other shop' } },
    });
    renderAt('/chat/7?product_id=5', ROUTE);
    await screen.findByText(/Ask Volt Digital/);
    await waitFor(() => expect(api.callsTo('/goods/detail')).toHaveLength(1));
    // The product's answer is in: had it been this shop's, it would show now.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: 'The product you are asking about' })).toBeNull();
  });

  it('loads earlier messages above the newest page', async () => {
    const api = fakeApi({
      '/chat/messages': ({ params }: FakeCall) =>
        params.get('before_id') === '10'
          ? thread([message(8, { text: 'older 8' }), message(9, { text: 'older 9' })], { has_more: false })
          : thread([message(10, { text: 'newest' })], { has_more: true }),
    });
    renderAt('/chat/7', ROUTE);
    await screen.findByText('newest');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('older 8');
    expect(api.callsTo('/chat/messages').at(-1)?.params.toString()).toBe('shop_id=7&before_id=10&limit=30');
    expect(rows().map((row) => row.querySelector('.chat-bubble__text')?.textContent)).toEqual([
      'older 8',
      'older 9',
      'newest',
    ]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('reports the conversation with a reason, then says it was reported', async () => {
    const api = fakeApi({ '/chat/messages': thread([message(1, { read: true })]), '/chat/report': null });
    renderAt('/chat/7', ROUTE);
    await screen.findByText('Message 1');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this chat' });
    const submit = within(dialog).getByRole('button', { name: 'Report' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Asked me to pay outside the shop  ' },
    });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(api.callsTo('/chat/report', 'POST')).toHaveLength(1));
    expect(api.callsTo('/chat/report')[0]?.body).toEqual({ shop_id: 7, reason: 'Asked me to pay outside the shop' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you. We will look into this chat.'));
    expect(await screen.findByText('You reported this chat. Our team is looking into it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reported' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a reported conversation was reported, and offers no second report', async () => {
    const api = fakeApi({ '/chat/messages': thread([message(1, { read: true })], { reported: true }) });
    renderAt('/chat/7', ROUTE);
    expect(await screen.findByText('You reported this chat. Our team is looking into it.')).toBeTruthy();
    const reported = screen.getByRole('button', { name: 'Reported' }) as HTMLButtonElement;
    expect(reported.disabled).toBe(true);
    fireEvent.click(reported);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/chat/report')).toHaveLength(0);
  });

  it('says when the conversation could not be loaded, with a retry', async () => {
    fakeApi({ '/chat/messages': new Refusal('SHOP_NOT_FOUND', 'This shop does not exist') });
    renderAt('/chat/7', ROUTE);
    expect(await screen.findByText('Messages could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('names a shop that is not a number as missing, and reads nothing', async () => {
    const api = fakeApi({});
    renderAt('/chat/abc', ROUTE);
    expect(await screen.findByText('This chat does not exist')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the conversation without the event stream', () => {
  it('polls every 3 s while the stream is down and stops while it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answered = false;
    const api = fakeApi({
      '/chat/messages': () =>
        thread(
          answered
            ? [message(1, { read: true }), message(2, { sender: 'seller', text: 'Answer arrived', read: true })]
            : [message(1, { read: true })],
        ),
    });
    const polls = () => api.callsTo('/chat/messages').length;
    renderAt('/chat/7', ROUTE);
    await screen.findByText('Message 1');

    // Down: the newest page is read again every 3 s, and the answer shows.
    answered = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS + 100);
    });
    expect(await screen.findByText('Answer arrived')).toBeTruthy();
    expect(polls()).toBe(2);

    // Live: what changes is pushed; no poll however long the screen stays open.
    act(() => liveState.set('live'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 5);
    });
    expect(polls()).toBe(2);

    // Down again: the polls come back.
    act(() => liveState.set('down'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS + 100);
    });
    await waitFor(() => expect(polls()).toBe(3));
  });

  it('reads the conversation again when the stream says the shop wrote', async () => {
    liveState.set('live');
    const { invalidateFor } = await import('../../lib/live-invalidations.ts');
    let answered = false;
    fakeApi({
      '/chat/messages': () =>
        thread(
          answered ? [message(1), message(2, { sender: 'seller', text: 'Pushed answer', read: true })] : [message(1)],
        ),
    });
    const { queryClient } = renderAt('/chat/7', ROUTE);
    await screen.findByText('Message 1');
    answered = true;
    await act(() =>
      invalidateFor(queryClient, {
        id: 1,
        kind: 'chat.message',
        data: { conversation_id: 3, shop_id: SHOP.id, message_id: 2, sender: 'seller' },
      }),
    );
    expect(await screen.findByText('Pushed answer')).toBeTruthy();
  });
});

describe('the /chat route', () => {
  it('shows the list of chats, and with a shop the conversation with it', async () => {
    fakeApi({
      '/chat/conversations': { list: [], total: 0, page: 1, limit: 20 },
      '/chat/messages': thread([message(1, { sender: 'seller', text: 'Welcome to Volt Digital', read: true })]),
    });
    const route = ROUTES.find((r) => r.path === '/chat/:shopId?');
    const Screen = await route!.load();
    const { router } = renderAt('/chat', { '/chat/:shopId?': Screen });
    expect(await screen.findByText('No chats yet')).toBeTruthy();
    await act(() => router.navigate('/chat/7'));
    expect(await screen.findByText('Welcome to Volt Digital')).toBeTruthy();
  });
});

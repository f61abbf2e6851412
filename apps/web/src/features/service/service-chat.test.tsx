import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../app/route-table.ts';
import { SERVICE_POLL_MS } from './api.ts';
import { ServiceChat } from './service-chat.tsx';
import {
  type FakeCall,
  fakeApi,
  initTestI18n,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { logIn, message, thread } from './service-test-utils.tsx';

const ROUTE = { '/service': ServiceChat };
const bubbles = () =>
  within(screen.getByRole('log', { name: 'Conversation with customer service' })).getAllByRole('listitem');
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const input = () => screen.getByLabelText('Type a message') as HTMLTextAreaElement;
const PICTURE = '/uploads/u/abcdefghijklmnop1234.webp';

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(() => {
  vi.useRealTimers();
  resetAll();
});

describe('the customer-service conversation', () => {
  it('shows the newest messages at the bottom, marks read ones, and marks the answers read', async () => {
    const api = fakeApi({
      '/service/messages': thread([
        message(1, { text: 'Where is my parcel?', read: true }),
        message(2, { sender: 'operator', text: 'It left today.', read: false }),
        message(3, { text: 'Thanks!' }),
      ]),
      '/service/read': { unread: 0 },
    });
    renderAt('/service', ROUTE);
    await screen.findByText('It left today.');
    expect(bubbles().map((b) => b.getAttribute('aria-label'))).toEqual(['You', 'Customer service', 'You']);
    expect(bubbles().map((b) => b.querySelector('.service-bubble__text')?.textContent)).toEqual([
      'Where is my parcel?',
      'It left today.',
      'Thanks!',
    ]);
    expect(bubbles()[0]?.className).toContain('service-bubble--mine');
    expect(bubbles()[1]?.className).toContain('service-bubble--theirs');
    // Own messages say whether customer service has read them; a new answer carries a mark.
    expect(within(bubbles()[0]!).getByText('Read')).toBeTruthy();
    expect(within(bubbles()[2]!).getByText('Sent')).toBeTruthy();
    expect(await within(bubbles()[1]!).findByText('New')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/service/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/service/messages')[0]?.params.toString()).toBe('limit=30');
  });

  it('does not mark anything read when every answer has been read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answered = false;
    const api = fakeApi({
      '/service/messages': () =>
        thread(
          answered
            ? [message(1, { sender: 'operator', read: true }), message(2, { sender: 'operator', read: false })]
            : [message(1, { sender: 'operator', read: true })],
        ),
      '/service/read': { unread: 0 },
    });
    renderAt('/service', ROUTE);
    await screen.findByText('Message 1');
    expect(screen.queryByText('New')).toBeNull();
    // The positive signal: the next poll brings an unread answer, and that one is marked read. The only mark comes
    // after that poll, so the first answer, all read, marked nothing.
    answered = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SERVICE_POLL_MS + 100);
    });
    await waitFor(() => expect(api.callsTo('/service/read', 'POST')).toHaveLength(1));
    const secondPoll = api.calls.indexOf(api.callsTo('/service/messages')[1] as FakeCall);
    expect(secondPoll).toBeGreaterThan(0);
    expect(api.calls.findIndex((call) => call.path === '/service/read')).toBeGreaterThan(secondPoll);
  });

  it('shows a message as text: a <script> in it creates no element', async () => {
    const text = '<script>window.__chatPwned = 1</script><img src=x onerror="window.__chatPwned = 2"><b>bold</b>';
    fakeApi({ '/service/messages': thread([message(1, { sender: 'operator', text, read: true })]) });
    const { container } = renderAt('/service', ROUTE);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect((window as { __chatPwned?: number }).__chatPwned).toBeUndefined();
  });

  it('sends a message exactly as typed and shows it at the bottom', async () => {
    const api = fakeApi({
      '/service/messages': thread([message(1, { sender: 'operator', text: 'Hello, how can we help?', read: true })]),
      '/service/send': ({ body }: FakeCall) => message(2, { ...(body as { text: string }) }),
    });
    renderAt('/service', ROUTE);
    await screen.findByText('Hello, how can we help?');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(input(), { target: { value: ' My order <b>#12</b> ' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(api.callsTo('/service/send', 'POST')[0]?.body).toEqual({ text: ' My order <b>#12</b> ' });
    expect(bubbles()[1]?.querySelector('.service-bubble__text')?.textContent).toBe(' My order <b>#12</b> ');
    expect(input().value).toBe('');
  });

  it('keeps the text when sending is refused', async () => {
    fakeApi({ '/service/messages': thread([]) });
    renderAt('/service', ROUTE);
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(input().value).toBe('hello');
  });

  it('counts characters and refuses more than 1000', async () => {
    fakeApi({ '/service/messages': thread([]) });
    renderAt('/service', ROUTE);
    await screen.findByText(/No messages yet/);
    fireEvent.change(input(), { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('1000/1000')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(input(), { target: { value: 'x'.repeat(1001) } });
    expect(sendButton().disabled).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a picture through the upload and previews pictures in the conversation', async () => {
    const api = fakeApi({
      '/service/messages': thread([message(1, { sender: 'operator', text: '', image: PICTURE, read: true })]),
      '/common/upload': { url: '/uploads/u/zyxwvutsrqponmlk9876.webp' },
      '/service/send': ({ body }: FakeCall) => message(2, { text: '', image: (body as { image: string }).image }),
    });
    renderAt('/service', ROUTE);
    const open = await screen.findByRole('button', { name: 'View picture' });
    expect(within(open).getByRole('img').getAttribute('src')).toBe(PICTURE);
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'View picture' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(PICTURE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.callsTo('/service/send')).toHaveLength(1));
    expect(api.callsTo('/service/send')[0]?.body).toEqual({ image: '/uploads/u/zyxwvutsrqponmlk9876.webp' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'View picture' })).toHaveLength(2));
  });

  it('loads earlier messages above the newest page', async () => {
    const api = fakeApi({
      '/service/messages': ({ params }: FakeCall) =>
        params.get('before_id') === '10'
          ? thread([message(8, { text: 'older 8' }), message(9, { text: 'older 9' })], false)
          : thread([message(10, { text: 'newest' })], true),
    });
    renderAt('/service', ROUTE);
    await screen.findByText('newest');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('older 8');
    expect(api.callsTo('/service/messages').at(-1)?.params.toString()).toBe('before_id=10&limit=30');
    expect(bubbles().map((b) => b.textContent?.startsWith('older') || b.textContent?.startsWith('newest'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(bubbles()[0]?.textContent).toContain('older 8');
    expect(bubbles()[2]?.textContent).toContain('newest');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('polls for answers every 10 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answered = false;
    const api = fakeApi({
      '/service/messages': () =>
        thread(answered ? [message(1), message(2, { sender: 'operator', text: 'Answer arrived' })] : [message(1)]),
      '/service/read': { unread: 0 },
    });
    renderAt('/service', ROUTE);
    await screen.findByText('Message 1');
    const before = api.callsTo('/service/messages').length;
    answered = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SERVICE_POLL_MS + 100);
    });
    await waitFor(() => expect(screen.getByText('Answer arrived')).toBeTruthy());
    expect(api.callsTo('/service/messages').length).toBe(before + 1);
    await waitFor(() => expect(api.callsTo('/service/read', 'POST')).toHaveLength(1));
  });
});

describe('the /service route', () => {
  it('shows the contact channels and the conversation on one screen', async () => {
    fakeApi({
      '/common/config': {
        merchant_url: '',
        service_channels: [{ kind: 'email', label: 'Mail us', value: 'help@shop.example' }],
        service_hours: '9–18',
      },
      '/service/messages': thread([message(1, { text: 'hi there' })]),
    });
    for (const path of ['/service', '/services']) {
      const route = ROUTES.find((r) => r.path === path);
      const Screen = await route!.load();
      const view = renderAt(path, { [path]: Screen });
      expect(await screen.findByText('hi there')).toBeTruthy();
      expect(screen.getByText('Chat with us')).toBeTruthy();
      expect(await screen.findByText('Mail us')).toBeTruthy();
      view.unmount();
    }
  });
});

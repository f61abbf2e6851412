import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveState } from '../../lib/live-state.ts';
import { fakeApi, initTestI18n, Refusal, renderAt, resetAll, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { ChatListPage } from './chat-list-page.tsx';
import { conversation, conversationPage, logIn, message, orderCard, productCard } from './chat-test-utils.tsx';

const ROUTES = { '/chat': ChatListPage };
const list = () => screen.getByRole('list', { name: 'Your chats with shops' });
const rows = () => within(list()).getAllByRole('link');
const location = () => screen.getByTestId('location').textContent;

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
  liveState.set('live');
});
afterEach(() => {
  liveState.set('connecting');
  resetAll();
});

describe('the list of chats with shops', () => {
  it('shows each shop with its last message and the count of its unread messages', async () => {
    const api = fakeApi({
      '/chat/conversations': conversationPage([
        conversation(1, {
          shop: { id: 7, name: 'Volt Digital', logo: '/uploads/m/volt-logo-0123456789.webp' },
          unread: 2,
        }),
        conversation(2, {
          last_message: message(20, { conversation_id: 2, text: 'Can I change the size?', read: true }),
        }),
        conversation(3, { unread: 120 }),
      ]),
    });
    renderAt('/chat', ROUTES);
    await screen.findByText('Volt Digital');
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(['/chat/7', '/chat/102', '/chat/103']);
    expect(api.callsTo('/chat/conversations')[0]?.params.toString()).toBe('page=1&limit=20');

    const [volt, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(volt).getByText('Last words of shop 1')).toBeTruthy();
    expect(volt.querySelector('img')?.getAttribute('src')).toBe('/uploads/m/volt-logo-0123456789.webp');
    expect(volt.className).toContain('chat-row--unread');
    expect(within(volt).getByText('2 unread messages')).toBeTruthy();
    expect(volt.querySelector('.chat-row__badge')?.textContent).toBe('2');

    // The shopper's own last message says so; nothing unread, no badge.
    expect(second.querySelector('.chat-row__preview')?.textContent).toBe('You: Can I change the size?');
    expect(second.querySelector('.chat-row__badge')).toBeNull();
    expect(second.className).not.toContain('chat-row--unread');
    // A shop without a logo shows its initial.
    expect(second.querySelector('.chat-row__logo')?.textContent).toBe('S');

    expect(third.querySelector('.chat-row__badge')?.textContent).toBe('99+');
    expect(within(third).getByText('120 unread messages')).toBeTruthy();

    fireEvent.click(volt);
    await waitFor(() => expect(location()).toBe('/chat/7'));
  });

  it('words a picture, a product and an order instead of their empty text', async () => {
    fakeApi({
      '/chat/conversations': conversationPage([
        conversation(1, {
          last_message: message(10, { sender: 'seller', text: '', image: '/uploads/m/abcdefghijklmnop1234.webp' }),
        }),
        conversation(2, { last_message: message(20, { sender: 'seller', text: '', card: productCard(5) }) }),
        conversation(3, { last_message: message(30, { text: '', card: orderCard(41) }) }),
        conversation(4, { last_message: message(40, { text: 'Here it is', card: productCard(6) }) }),
        conversation(5, { last_message: null }),
      ]),
    });
    renderAt('/chat', ROUTES);
    await screen.findByText('Shop 1');
    expect(rows().map((row) => row.querySelector('.chat-row__preview')?.textContent)).toEqual([
      '[Picture]',
      '[Product]',
      'You: [Order]',
      'You: Here it is',
      '',
    ]);
  });

  it('shows a last message as text: markup in it creates no element', async () => {
    const text = '<img src=x onerror="window.__chatListPwned = 1"><b>bold</b>';
    fakeApi({
      '/chat/conversations': conversationPage([
        conversation(1, { last_message: message(10, { sender: 'seller', text }) }),
      ]),
    });
    const { container } = renderAt('/chat', ROUTES);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect((window as { __chatListPwned?: number }).__chatListPwned).toBeUndefined();
  });

  it('says so when there is no chat yet', async () => {
    fakeApi({ '/chat/conversations': conversationPage([]) });
    renderAt('/chat', ROUTES);
    expect(await screen.findByText('No chats yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/home');
  });

  it('offers a retry when the list could not be loaded', async () => {
    fakeApi({ '/chat/conversations': new Refusal('SERVER_ERROR', 'Server error', { status: 500 }) });
    renderAt('/chat', ROUTES);
    const failed = await screen.findByText('Chats could not be loaded');
    expect(within(failed.parentElement as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

import type { ConsoleConversationDto, ConsoleServiceMessageDto } from '@shop/contract/service-chat';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ServiceInboxPage } from './service-inbox-page.tsx';

const SCRIPT = '<script>window.__consolePwned = 1</script><img src=x onerror="window.__consolePwned = 2">';

const conversation = (id: number, account: string, unread: number, text: string): ConsoleConversationDto => ({
  user: { id, account },
  last_message: {
    id: id * 10,
    sender: 'shopper',
    text,
    image: null,
    created_at: '2026-03-01T10:00:00.000Z',
    read: unread === 0,
  },
  unread,
  updated_at: '2026-03-01T10:00:00.000Z',
});

const message = (id: number, overrides: Partial<ConsoleServiceMessageDto> = {}): ConsoleServiceMessageDto => ({
  id,
  sender: 'shopper',
  text: `Message ${id}`,
  image: null,
  created_at: '2026-03-01T10:00:00.000Z',
  read: false,
  operator: null,
  ...overrides,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake console API answering by path; every call is recorded. */
function fakeServer(routes: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const path = url.split('?')[0] ?? '';
    const route = routes[path];
    const body = route
      ? { code: 1, msg: 'ok', data: route(call) }
      : { code: 0, msg: `no fake for ${path}`, data: { error: 'NOT_FOUND' } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    to: (path: string, method = 'GET') => calls.filter((c) => c.url.split('?')[0] === path && c.method === method),
  };
}

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/service"
          element={
            <>
              <ServiceInboxPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('customer service inbox', { timeout: 20_000 }, () => {
  it('lists conversations with their unread counts and opens one on click', async () => {
    const server = fakeServer({
      '/api/console/service/conversations': () => ({
        list: [conversation(7, 'ann', 2, 'Where is my parcel?'), conversation(8, 'bob', 0, 'Thanks')],
        total: 2,
        page: 1,
        limit: 20,
      }),
      '/api/console/service/messages': () => ({
        user: { id: 7, account: 'ann' },
        list: [message(70, { text: 'Where is my parcel?' })],
        has_more: false,
        unread: 0,
      }),
    });
    show('/service');

    expect(await screen.findByText('Where is my parcel?')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('ann')).toBeTruthy();
    expect(within(rows[0]!).getByText('2')).toBeTruthy();
    expect(server.to('/api/console/service/conversations')[0]?.url).toBe(
      '/api/console/service/conversations?page=1&limit=20',
    );

    fireEvent.click(within(rows[0]!).getByText('ann'));
    await waitFor(() => expect(search).toBe('?user=7'));
    expect(await screen.findByText('Conversation with ann')).toBeTruthy();
    expect(server.to('/api/console/service/messages')[0]?.url).toBe('/api/console/service/messages?user_id=7&limit=50');
  });

  it('filters to unread conversations', async () => {
    const server = fakeServer({
      '/api/console/service/conversations': () => ({ list: [], total: 0, page: 1, limit: 20 }),
    });
    show('/service');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(search).toBe('?unread=1'));
    await waitFor(() =>
      expect(server.to('/api/console/service/conversations').at(-1)?.url).toBe(
        '/api/console/service/conversations?page=1&limit=20&unread_only=1',
      ),
    );
  });

  it('shows a thread as text, marks it read, and sends an answer', async () => {
    let answered: ConsoleServiceMessageDto | null = null;
    const server = fakeServer({
      '/api/console/service/conversations': () => ({
        list: [conversation(7, 'ann', 1, SCRIPT)],
        total: 1,
        page: 1,
        limit: 20,
      }),
      '/api/console/service/messages': () => ({
        user: { id: 7, account: 'ann' },
        list: [
          message(70, { text: SCRIPT }),
          message(71, { sender: 'operator', text: 'Earlier answer', read: true, operator: { id: 1, name: 'Clerk' } }),
        ],
        has_more: false,
        unread: 1,
      }),
      '/api/console/service/read': () => ({ unread: 0 }),
      '/api/console/service/send': (call) => {
        answered = message(72, {
          sender: 'operator',
          text: (call.body as { text: string }).text,
          operator: { id: 1, name: 'Clerk' },
        });
        return answered;
      },
    });
    const { container } = show('/service?user=7');

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText(SCRIPT)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __consolePwned?: number }).__consolePwned).toBeUndefined();
    expect(within(log).getByText('New')).toBeTruthy();
    expect(within(log).getByText('Read by shopper')).toBeTruthy();
    await waitFor(() => expect(server.to('/api/console/service/read', 'POST')).toHaveLength(1));
    expect(server.to('/api/console/service/read', 'POST')[0]?.body).toEqual({ user_id: 7 });

    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'It ships <today>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.to('/api/console/service/send', 'POST')).toHaveLength(1));
    expect(server.to('/api/console/service/send', 'POST')[0]?.body).toEqual({ user_id: 7, text: 'It ships <today>' });
    expect(await within(log).findByText('It ships <today>')).toBeTruthy();
    expect(answered).not.toBeNull();
    expect((screen.getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('');
  });

  it('uploads a picture and sends it', async () => {
    const server = fakeServer({
      '/api/console/service/conversations': () => ({ list: [], total: 0, page: 1, limit: 20 }),
      '/api/console/service/messages': () => ({
        user: { id: 7, account: 'ann' },
        list: [],
        has_more: false,
        unread: 0,
      }),
      '/api/console/service/upload': () => ({ url: '/uploads/u/abcdefghijklmnop1234.webp' }),
      '/api/console/service/send': (call) =>
        message(80, { sender: 'operator', text: '', image: (call.body as { image: string }).image }),
    });
    show('/service?user=7');
    expect(await screen.findByText('No messages yet. Write the first one below.')).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [file] } });
    expect(await screen.findByAltText('Picture to send')).toBeTruthy();
    expect(server.to('/api/console/service/upload', 'POST')[0]?.body).toBeInstanceOf(FormData);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.to('/api/console/service/send', 'POST')[0]?.body).toEqual({
        user_id: 7,
        image: '/uploads/u/abcdefghijklmnop1234.webp',
      }),
    );
    expect(await screen.findByAltText('Picture #80')).toBeTruthy();
  });

  it('shows when the shopper does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('/messages')
          ? new Response(JSON.stringify({ code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } }))
          : new Response(JSON.stringify({ code: 1, msg: 'ok', data: { list: [], total: 0, page: 1, limit: 20 } })),
      ),
    );
    show('/service?user=999');
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});

import type { ConsoleReportedChatDto, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ReportedChatsPage } from './reported-chats-page.tsx';

const SCRIPT = '<img src=x onerror="window.__reportedPwned = 1">';

const reported: ConsoleReportedChatDto = {
  id: 41,
  shop: { id: 3, name: 'Sunrise Ceramics', logo: null },
  shopper: { id: 9, account: 'ann' },
  reason: 'The seller was rude',
  reported_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
};

const message = (id: number, overrides: Partial<ShopChatMessageDto> = {}): ShopChatMessageDto => ({
  id,
  conversation_id: 41,
  sender: 'shopper',
  text: `Message ${id}`,
  image: null,
  card: null,
  created_at: '2026-03-02T08:00:00.000Z',
  read: true,
  ...overrides,
});

function fakeServer(routes: Record<string, (url: string) => unknown>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      urls.push(url);
      const route = routes[url.split('?')[0] ?? ''];
      const body = route
        ? { code: 1, msg: 'ok', data: route(url) }
        : { code: 0, msg: 'Not found', data: { error: 'NOT_FOUND' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/service/reported" element={<ReportedChatsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reported shop chats', { timeout: 20_000 }, () => {
  it('lists reported conversations and shows the chosen one read-only, with its reason, text as text and cards', async () => {
    const urls = fakeServer({
      '/api/console/shop_chats/reported': () => ({ list: [reported], total: 1, page: 1, limit: 20 }),
      '/api/console/shop_chats/messages': () => ({
        conversation: reported,
        list: [
          message(1, { text: SCRIPT }),
          message(2, {
            sender: 'seller',
            text: 'Go away',
            card: {
              type: 'product',
              id: 5,
              available: true,
              title: 'Stoneware bowl',
              picture: null,
              amount: '12.50',
              status: null,
            },
          }),
        ],
        has_more: false,
      }),
    });
    show('/service/reported');

    const row = (await screen.findByText('Sunrise Ceramics')).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText('ann')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('The seller was rude')).toBeTruthy();
    expect(urls[0]).toBe('/api/console/shop_chats/reported?page=1&limit=20');

    fireEvent.click(row as HTMLElement);
    expect(await screen.findByText('Go away')).toBeTruthy();
    expect(urls).toContain('/api/console/shop_chats/messages?conversation_id=41&limit=50');
    // The shopper's text is shown as text, never run as HTML.
    expect(screen.getByText(SCRIPT)).toBeTruthy();
    expect((window as { __reportedPwned?: number }).__reportedPwned).toBeUndefined();
    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.getByText(/Product: Stoneware bowl/)).toBeTruthy();
    // Operators read; they never write in a shop's conversation.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /send/i })).toBeNull();
  });

  it('says so when nothing was reported', async () => {
    fakeServer({ '/api/console/shop_chats/reported': () => ({ list: [], total: 0, page: 1, limit: 20 }) });
    show('/service/reported');
    expect(await screen.findByText('No reported conversations')).toBeTruthy();
  });
});

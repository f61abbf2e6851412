import type { ConsoleContentDto } from '@shop/contract/console-content';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentEditorPage } from './content-editor-page.tsx';

const LANGS = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;

function pages(key: ConsoleContentDto['key']): ConsoleContentDto {
  return {
    key,
    pages: LANGS.map((lang) =>
      lang === 'tai'
        ? { lang, title: '', content: '', updated_at: null }
        : {
            lang,
            title: `${key} title ${lang}`,
            content: `${key} text ${lang}`,
            updated_at: '2026-03-01T10:00:00.000Z',
          },
    ),
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function fakeServer() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      let data: unknown;
      if (url.startsWith('/api/console/content/save')) {
        const { lang, title, content } = body as { lang: string; title: string; content: string };
        data = { lang, title: title.trim(), content, updated_at: '2026-03-02T10:00:00.000Z' };
      } else {
        data = pages(new URL(url, 'http://x').searchParams.get('key') as ConsoleContentDto['key']);
      }
      return new Response(JSON.stringify({ code: 1, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
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
          path="/content"
          element={
            <>
              <ContentEditorPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** A field of the language on screen (the tabs keep the other languages' forms, with their unsaved edits). */
function activePane(): HTMLElement {
  const active = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
  if (!active) throw new Error('no active tab');
  return active;
}
const field = (label: string) => within(activePane()).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('content editor', { timeout: 20_000 }, () => {
  it('opens the help page in English and switches page and language through the URL', async () => {
    const calls = fakeServer();
    show('/content');
    await waitFor(() => expect(field('Title').value).toBe('help_support title en'));
    expect(field('Text').value).toBe('help_support text en');
    expect(calls[0]?.url).toBe('/api/console/content?key=help_support');

    fireEvent.click(screen.getByRole('tab', { name: '日本語 (ri)' }));
    await waitFor(() => expect(search).toBe('?page=help_support&lang=ri'));
    await waitFor(() => expect(field('Title').value).toBe('help_support title ri'));

    fireEvent.click(screen.getByText('Law'));
    await waitFor(() => expect(search).toBe('?page=law&lang=ri'));
    await waitFor(() => expect(field('Title').value).toBe('law title ri'));
    expect(calls.at(-1)?.url).toBe('/api/console/content?key=law');
  });

  it('saves the edited language, with the text as typed', async () => {
    const calls = fakeServer();
    show('/content?page=law&lang=han');
    await waitFor(() => expect(field('Title').value).toBe('law title han'));
    fireEvent.change(field('Title'), { target: { value: 'New title' } });
    fireEvent.change(field('Text'), { target: { value: 'First paragraph\n\n<script>alert(1)</script>' } });
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/console/content/save',
      method: 'POST',
      body: { key: 'law', lang: 'han', title: 'New title', content: 'First paragraph\n\n<script>alert(1)</script>' },
    });
    expect(await screen.findByText('Law (han) saved')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps unsaved edits of a language while another is open', async () => {
    fakeServer();
    show('/content?page=help_support&lang=en');
    await waitFor(() => expect(field('Title').value).toBe('help_support title en'));
    fireEvent.change(field('Title'), { target: { value: 'Draft title' } });
    fireEvent.click(screen.getByRole('tab', { name: '한국어 (han)' }));
    await waitFor(() => expect(field('Title').value).toBe('help_support title han'));
    fireEvent.click(screen.getByRole('tab', { name: 'English (en)' }));
    await waitFor(() => expect(field('Title').value).toBe('Draft title'));
  });

  it('refuses an empty title or text without calling the server', async () => {
    const calls = fakeServer();
    show('/content?page=help_support&lang=tai');
    expect(await screen.findByText('This language has no page yet: the shop shows the English one.')).toBeTruthy();
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(await screen.findByText('Enter the text')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

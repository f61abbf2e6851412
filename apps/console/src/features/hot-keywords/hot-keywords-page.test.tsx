import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { HotKeywordsPage } from './hot-keywords-page.tsx';

const stored = { en: ['linen', 'tea'], 'zh-CN': ['亚麻'], ri: [], han: [], tai: [] };

function api() {
  return fakeApi({
    'GET /api/console/hot_keywords': ok({ keywords: stored }),
    'POST /api/console/hot_keywords': ({ body }) => ok(body, 'Save success'),
  });
}

/** Types a keyword into a language's box and presses Enter, as an operator adds a tag. */
function addKeyword(language: string, keyword: string) {
  const box = screen.getByLabelText(`Keywords in ${language}`);
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('hot keywords', { timeout: 30_000 }, () => {
  it("shows each language's keywords and saves all five languages at once", async () => {
    const calls = api();
    renderWithProviders(<HotKeywordsPage />);

    expect(await screen.findByText('linen')).toBeTruthy();
    expect(screen.getByText('亚麻')).toBeTruthy();
    for (const language of ['English', '简体中文', '日本語', '한국어', 'ไทย']) {
      expect(screen.getByLabelText(`Keywords in ${language}`)).toBeTruthy();
    }
    addKeyword('日本語', 'リネン');
    addKeyword('ไทย', 'ผ้าลินิน');
    await screen.findByText('ผ้าลินิน');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('/api/console/hot_keywords', 'POST')).toHaveLength(1));
    expect(calls.callsTo('/api/console/hot_keywords', 'POST')[0]?.body).toEqual({
      keywords: { en: ['linen', 'tea'], 'zh-CN': ['亚麻'], ri: ['リネン'], han: [], tai: ['ผ้าลินิน'] },
    });
    expect(await screen.findByText('Hot keywords saved')).toBeTruthy();
  });

  it('refuses a keyword over 30 characters without sending', async () => {
    const calls = api();
    renderWithProviders(<HotKeywordsPage />);

    await screen.findByText('linen');
    addKeyword('English', 'x'.repeat(31));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const card = screen.getByLabelText('Keywords in English').closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(`“${'x'.repeat(31)}” is longer than 30 characters`)).toBeTruthy();
    expect(calls.callsTo('/api/console/hot_keywords', 'POST')).toHaveLength(0);
  });
});

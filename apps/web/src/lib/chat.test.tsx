import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/screen-harness.tsx';
import { CHAT_UNREAD_POLL_MS, useChatUnread } from './chat.ts';
import { liveState } from './live-state.ts';
import { session } from './session.ts';

function Count() {
  return <output data-testid="unread">{useChatUnread()}</output>;
}

function renderCount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Count />
    </QueryClientProvider>,
  );
}

beforeEach(() => session.setToken('token-1'));
afterEach(() => {
  vi.useRealTimers();
  liveState.set('connecting');
  session.clear();
  vi.unstubAllGlobals();
});

describe("the count of the shops' unread messages", () => {
  it('is polled every 15 s while the event stream is down, and only pushed while it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    liveState.set('down');
    let count = 1;
    const api = fakeApi({ '/chat/unread': () => ({ count }) });
    const reads = () => api.callsTo('/chat/unread').length;
    renderCount();
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));

    count = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_UNREAD_POLL_MS + 100);
    });
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('4'));
    expect(reads()).toBe(2);

    act(() => liveState.set('live'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_UNREAD_POLL_MS * 4);
    });
    expect(reads()).toBe(2);

    act(() => liveState.set('down'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_UNREAD_POLL_MS + 100);
    });
    await waitFor(() => expect(reads()).toBe(3));
  });
});

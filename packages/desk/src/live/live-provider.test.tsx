import type { LiveState, LiveStream, LiveStreamOptions } from '@shop/contract/live-client';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { LiveProvider } from './live-provider.tsx';
import { pollUnlessLive, useCloseLiveStream, useLiveState } from './live-state.ts';

afterEach(cleanup);

function fakeOpen() {
  const opened: LiveStreamOptions[] = [];
  const close = vi.fn();
  const open = vi.fn((options: LiveStreamOptions): LiveStream => {
    opened.push(options);
    return { state: 'connecting', close };
  });
  return { open, close, opened };
}

function State() {
  const state = useLiveState();
  const close = useCloseLiveStream();
  return (
    <button type="button" onClick={close}>
      {state}
    </button>
  );
}

function Counter() {
  const count = useQuery({ queryKey: ['count'], queryFn: () => 1 });
  return <p>count {count.data}</p>;
}

describe('LiveProvider', () => {
  it('opens one stream with the url, reads the headers at each connection, and tells the screens its state', async () => {
    const stream = fakeOpen();
    let token = 'first';
    /** Gives the provider new callbacks at each render, as an app does. */
    function Frame() {
      const [renders, setRenders] = useState(0);
      return (
        <LiveProvider url="/api/demo/events" headers={() => ({ token })} invalidates={() => []} open={stream.open}>
          <State />
          <button type="button" onClick={() => setRenders(renders + 1)}>
            render {renders}
          </button>
        </LiveProvider>
      );
    }
    renderDesk(<Frame />);
    expect(screen.getByRole('button', { name: 'connecting' })).toBeTruthy();
    expect(stream.opened[0]?.url).toBe('/api/demo/events');
    token = 'second';
    expect(stream.opened[0]?.headers()).toEqual({ token: 'second' });

    await act(() => stream.opened[0]?.onState?.('live'));
    expect(screen.getByRole('button', { name: 'live' })).toBeTruthy();

    // New callbacks on a re-render do not reopen the stream.
    fireEvent.click(screen.getByRole('button', { name: 'render 0' }));
    expect(screen.getByRole('button', { name: 'render 1' })).toBeTruthy();
    expect(stream.open).toHaveBeenCalledTimes(1);
    expect(stream.close).not.toHaveBeenCalled();
  });

  it("hands out close() without re-rendering its holder at each of the stream's states", async () => {
    const stream = fakeOpen();
    let renders = 0;
    /** The frame's sign-out holds close() and nothing else of the stream. */
    function SignOut() {
      const close = useCloseLiveStream();
      renders += 1;
      return (
        <button type="button" onClick={close}>
          sign out
        </button>
      );
    }
    renderDesk(
      <LiveProvider url="/api/demo/events" headers={() => ({})} invalidates={() => []} open={stream.open}>
        <SignOut />
        <State />
      </LiveProvider>,
    );
    await act(() => stream.opened[0]?.onState?.('live'));
    await act(() => stream.opened[0]?.onState?.('down'));
    expect(screen.getByRole('button', { name: 'down' })).toBeTruthy();
    expect(renders).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(stream.close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ended' })).toBeTruthy();
  });

  it('invalidates what an event names, calls onEvent, and closes on close() and on unmount', async () => {
    const stream = fakeOpen();
    const onEvent = vi.fn();
    const { queryClient, unmount } = renderDesk(
      <LiveProvider
        url="/api/demo/events"
        headers={() => ({})}
        invalidates={(event) => (event.kind === 'notification' ? [['count']] : [])}
        onEvent={onEvent}
        open={stream.open}
      >
        <State />
        <Counter />
      </LiveProvider>,
    );
    await screen.findByText('count 1');
    const fetched = queryClient.getQueryState(['count'])?.dataUpdateCount ?? 0;

    await act(() => stream.opened[0]?.onEvent({ id: 1, kind: 'order.status', data: { order_id: 1, status: 2 } }));
    expect(queryClient.getQueryState(['count'])?.isInvalidated).toBe(false);
    await act(() => stream.opened[0]?.onEvent({ id: 2, kind: 'notification', data: { id: 5 } }));
    await vi.waitFor(() => expect(queryClient.getQueryState(['count'])?.dataUpdateCount).toBe(fetched + 1));
    expect(onEvent).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'connecting' }));
    expect(stream.close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ended' })).toBeTruthy();
    unmount();
    expect(stream.close).toHaveBeenCalledTimes(2);
  });

  it('outside a provider, and whenever the stream is not live, screens poll', () => {
    function Outside() {
      return <p>{useLiveState()}</p>;
    }
    renderDesk(<Outside />);
    expect(screen.getByText('down')).toBeTruthy();
    const states: LiveState[] = ['connecting', 'live', 'down', 'ended'];
    expect(states.map((state) => pollUnlessLive(state, 3000))).toEqual([3000, false, 3000, 3000]);
  });
});

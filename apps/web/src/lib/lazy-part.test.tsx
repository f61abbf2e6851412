import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LazyPart, lazyPart, useLazyPart } from './lazy-part.ts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

type Part = LazyPart<{ name: string }>;

/** A screen that shows the part when `wanted`, and "waiting" while its code is not here. */
function Host({ part, wanted }: { part: Part; wanted: boolean }) {
  const Greet = useLazyPart(part, wanted);
  return Greet ? <Greet name="Mia" /> : <p>waiting</p>;
}

/** Rendered as a screen is: inside an error boundary, and a Suspense boundary that would say so if it were used. */
const renderHost = (part: Part, wanted = true) =>
  render(
    <Boundary>
      <Suspense fallback={<p>suspended</p>}>
        <Host part={part} wanted={wanted} />
      </Suspense>
    </Boundary>,
  );

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('lazyPart', () => {
  it('renders a preloaded part in the first render, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const part = lazyPart(load);
    await part.preload();
    renderHost(part);
    expect(screen.getByText('Hello Mia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing until wanted; wanted, shows the part as soon as its code comes, never a fallback', async () => {
    const code = deferred<{ default: typeof Greeting }>();
    const load = vi.fn(() => code.promise);
    const part = lazyPart(load);
    const view = renderHost(part, false);
    expect(load).not.toHaveBeenCalled();
    view.rerender(
      <Boundary>
        <Suspense fallback={<p>suspended</p>}>
          <Host part={part} wanted />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    await act(async () => code.resolve({ default: Greeting }));
    expect(screen.getByText('Hello Mia')).toBeTruthy();
    // A preload beside the render shares its download.
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and forgets it: the next screen tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const part = lazyPart(load);
    const first = renderHost(part);
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();

    renderHost(part);
    expect(await screen.findByText('Hello Mia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

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

/** Renders a part as a screen does: under Suspense, inside an error boundary that says "failed". */
const renderPart = (Part: ComponentType<{ name: string }>) =>
  render(
    <Boundary>
      <Suspense fallback={null}>
        <Part name="Mia" />
      </Suspense>
    </Boundary>,
  );

describe('lazyPart', () => {
  it('renders the part once its code has come, and preloads it ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const part = lazyPart(load);
    await part.preload();
    renderPart(part.Component);
    expect(await screen.findByText('Hello Mia')).toBeTruthy();
  });

  it('forgets a failed load: the next render tries again (React.lazy alone would fail for good)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const part = lazyPart(load);
    const First = part.Component;
    const first = renderPart(First);
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();

    const Second = part.Component;
    expect(Second).not.toBe(First);
    renderPart(Second);
    expect(await screen.findByText('Hello Mia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

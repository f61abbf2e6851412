import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenAtLeast } from './use-screen.ts';

const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
  .happyDOM;

afterEach(() => {
  cleanup();
  happyDom.setViewport({ width: 1280, height: 800 });
});

/** Records what each of its renders saw. */
function Probe({ seen }: { seen: string[] }) {
  const medium = useScreenAtLeast('md');
  const large = useScreenAtLeast('lg');
  const answer = `md ${medium} lg ${large}`;
  seen.push(answer);
  return <p>{answer}</p>;
}

describe('useScreenAtLeast', () => {
  it("answers on the first render, at antd's breakpoints, and renders once", () => {
    for (const [width, expected] of [
      [390, 'md false lg false'],
      [900, 'md true lg false'],
      [1280, 'md true lg true'],
    ] as const) {
      happyDom.setViewport({ width, height: 800 });
      const seen: string[] = [];
      render(<Probe seen={seen} />);
      expect(seen).toEqual([expected]);
      cleanup();
    }
  });

  it('renders again when the window crosses a breakpoint, and only then', () => {
    happyDom.setViewport({ width: 1280, height: 800 });
    const seen: string[] = [];
    render(<Probe seen={seen} />);

    act(() => happyDom.setViewport({ width: 1100, height: 800 }));
    expect(seen).toEqual(['md true lg true']);

    act(() => happyDom.setViewport({ width: 600, height: 800 }));
    expect(screen.getByText('md false lg false')).toBeTruthy();
    act(() => happyDom.setViewport({ width: 1280, height: 800 }));
    expect(screen.getByText('md true lg true')).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction.ts';

describe('onFirstInteraction', () => {
  it('runs the work once, at the first press, key or scroll anywhere on the page, and not before', () => {
    const work = vi.fn();
    onFirstInteraction(work);
    expect(work).not.toHaveBeenCalled();
    const inner = document.createElement('div');
    document.body.append(inner);
    // A scroll inside an element does not bubble: the window sees it on its way down.
    inner.dispatchEvent(new Event('scroll'));
    expect(work).toHaveBeenCalledTimes(1);
    inner.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(work).toHaveBeenCalledTimes(1);
    inner.remove();
  });

  it('does nothing once cancelled (the page left before any touch)', () => {
    const work = vi.fn();
    const cancel = onFirstInteraction(work);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).not.toHaveBeenCalled();
  });
});

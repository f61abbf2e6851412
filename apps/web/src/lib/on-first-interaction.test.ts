import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction.ts';

describe('onFirstInteraction', () => {
  it('runs the work once, at the first press or key anywhere on the page, and not before', () => {
    const work = vi.fn();
    const cancel = onFirstInteraction(work);
    const inner = document.createElement('button');
    document.body.append(inner);
    // The app scrolling on its own (a screen opening at its top) is not the shopper.
    window.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
    inner.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
    // A finger, as a phone reports one (antd-mobile's listeners read its first touch).
    const finger = new Touch({ identifier: 0, target: inner, clientX: 10, clientY: 10 });
    inner.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [finger], changedTouches: [finger] }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    inner.remove();
  });

  it('does nothing once cancelled (the page left before any touch)', () => {
    const work = vi.fn();
    const cancel = onFirstInteraction(work);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(work).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-product.ts';

const LINK = { title: 'Slim Laptop', url: 'https://shop.example/detail/1/7' };

/** Replaces a navigator property for one test (happy-dom's navigator has no share sheet). */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
  // Back to happy-dom's own execCommand (on the prototype).
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('shareOrCopy', () => {
  it("opens the phone's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    expect(await shareOrCopy(LINK)).toBe('shared');
    expect(share).toHaveBeenCalledWith(LINK);
  });

  it('reports nothing when the shopper closes the share sheet', async () => {
    const writeText = vi.fn();
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    setNavigator('clipboard', { writeText });
    expect(await shareOrCopy(LINK)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing is refused for another reason', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError')));
    setNavigator('clipboard', { writeText });
    expect(await shareOrCopy(LINK)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('copies the link to the clipboard without a share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    expect(await shareOrCopy(LINK)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('falls back to a selection copy when the Clipboard API is missing or refuses', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
    expect(await shareOrCopy(LINK)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The helper text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('fails when no way of copying works', async () => {
    Object.defineProperty(document, 'execCommand', {
      value: vi.fn().mockReturnValue(false),
      configurable: true,
      writable: true,
    });
    expect(await shareOrCopy(LINK)).toBe('failed');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';

afterEach(() => vi.unstubAllGlobals());

describe('toast', () => {
  it('shows nothing, and fails nothing, where there is no document: a server render’s failed read', async () => {
    vi.stubGlobal('document', undefined);
    await expect(toast.fail('Network Error')).resolves.toBeUndefined();
    await expect(toast.success('Saved')).resolves.toBeUndefined();
  });
});

describe('the toast on screen', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await toast.clear();
  });
  const shown = () => Array.from(document.querySelectorAll('.toast-main'));

  it('shows one toast at a time, with its mark and a role that reads it out, then goes after 1200 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await toast.success('Added to cart');
    expect(shown().map((el) => [el.textContent, el.getAttribute('role')])).toEqual([['Added to cart', 'status']]);
    expect(shown()[0]!.querySelector('svg.toast-icon')).not.toBeNull();

    // A new one replaces it, and its own 1200 ms count from then.
    vi.advanceTimersByTime(1000);
    await toast.fail('Out of stock');
    expect(shown().map((el) => [el.textContent, el.getAttribute('role')])).toEqual([['Out of stock', 'alert']]);
    vi.advanceTimersByTime(1100);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(shown()).toHaveLength(0);
    expect(document.querySelector('.toast-mask')).toBeNull();
  });

  it('keeps a loading toast until cleared, and a plain one has no mark', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await toast.loading('Paying');
    vi.advanceTimersByTime(60_000);
    expect(shown()[0]!.querySelector('.toast-spinner')).not.toBeNull();
    await toast.clear();
    expect(shown()).toHaveLength(0);

    await toast.plain('Please log in first');
    expect(shown()[0]!.querySelector('svg, .toast-spinner')).toBeNull();
  });
});

describe('a toast once its code is here', () => {
  afterEach(() => toast.clear());

  it('is in the page as soon as it is asked for, before whatever the caller does next', async () => {
    await toast.plain('warm up');
    void toast.success('Added to cart');
    expect(document.querySelector('.toast-main')?.textContent).toBe('Added to cart');
    void toast.clear();
    expect(document.querySelector('.toast-main')).toBeNull();
  });
});

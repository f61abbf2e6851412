import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type AppRoute, prefetchScreens, ROUTES } from './route-table.ts';

/** An idle queue the test runs by hand, one callback per idle moment. */
function idleQueue() {
  const queue: (() => void)[] = [];
  const idle = (work: () => void) => {
    queue.push(work);
    return () => {
      const at = queue.indexOf(work);
      if (at >= 0) queue.splice(at, 1);
    };
  };
  const runNext = () => queue.shift()?.();
  return { idle, runNext, queue };
}

const Screen: ComponentType = () => null;
const route = (path: string, prerender: boolean): AppRoute & { load: ReturnType<typeof vi.fn> } => ({
  path,
  titleKey: path,
  prerender,
  load: vi.fn(async () => Screen),
});

describe('prefetchScreens', () => {
  it('loads the screens marked prerender, one per idle moment, hands each over loaded, and nothing else', async () => {
    const explore = route('/explore', true);
    const bag = route('/bag', false);
    const other = route('/other', true);
    const loaded = vi.fn();
    const { idle, runNext, queue } = idleQueue();
    prefetchScreens(idle, loaded, [explore, bag, other]);
    expect(explore.load).not.toHaveBeenCalled();
    runNext();
    expect(explore.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith(explore, Screen));
    runNext();
    expect(other.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(2));
    runNext();
    expect(queue).toHaveLength(0);
    expect(bag.load).not.toHaveBeenCalled();
  });

  it('stops when asked, and a screen that fails to load is left to its tap', async () => {
    const failing = route('/explore', true);
    failing.load.mockRejectedValueOnce(new Error('offline'));
    const later = route('/later', true);
    const loaded = vi.fn();
    const { idle, runNext, queue } = idleQueue();
    const stop = prefetchScreens(idle, loaded, [failing, later]);
    runNext();
    await Promise.resolve();
    stop();
    expect(queue).toHaveLength(0);
    expect(later.load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();
  });

  it('is only for Explore among the tabs: Bag and Me bring antd-mobile', () => {
    expect(ROUTES.filter((r) => r.prerender).map((r) => r.path)).toEqual(['/explore']);
  });

  it('is only for kept-alive screens without params: a screen rendered ahead stays mounted and has no route match', () => {
    for (const r of ROUTES.filter((r) => r.prerender)) {
      expect(r.keepAlive).toBe(true);
      expect(r.path).not.toContain(':');
    }
  });
});

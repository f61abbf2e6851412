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
const route = (path: string, prefetch: boolean): AppRoute & { load: ReturnType<typeof vi.fn> } => ({
  path,
  titleKey: path,
  prefetch,
  load: vi.fn(async () => Screen),
});

describe('prefetchScreens', () => {
  it('loads the screens marked prefetch, one per idle moment, and nothing else', () => {
    const explore = route('/explore', true);
    const bag = route('/bag', false);
    const other = route('/other', true);
    const { idle, runNext, queue } = idleQueue();
    prefetchScreens(idle, [explore, bag, other]);
    expect(explore.load).not.toHaveBeenCalled();
    runNext();
    expect(explore.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    runNext();
    expect(other.load).toHaveBeenCalledTimes(1);
    runNext();
    expect(queue).toHaveLength(0);
    expect(bag.load).not.toHaveBeenCalled();
  });

  it('stops when asked, and a screen that fails to load is left to its tap', async () => {
    const failing = route('/explore', true);
    failing.load.mockRejectedValueOnce(new Error('offline'));
    const later = route('/later', true);
    const { idle, runNext, queue } = idleQueue();
    const stop = prefetchScreens(idle, [failing, later]);
    runNext();
    await Promise.resolve();
    stop();
    expect(queue).toHaveLength(0);
    expect(later.load).not.toHaveBeenCalled();
  });

  it('is only for Explore among the tabs: Bag and Me bring antd-mobile', () => {
    expect(ROUTES.filter((r) => r.prefetch).map((r) => r.path)).toEqual(['/explore']);
  });
});

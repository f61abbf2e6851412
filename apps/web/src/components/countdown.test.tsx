import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test-support/screen-harness.tsx';
import { Countdown } from './countdown.tsx';
import { timeLeft } from './time-left.ts';

const NOW = Date.parse('2025-11-21T08:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('the time left of a countdown', () => {
  it('is hh:mm:ss within a day, with whole days beyond 24 hours, and never below zero', () => {
    expect(timeLeft(NOW + 3_723_000, NOW)).toEqual({ days: 0, clock: '01:02:03' });
    expect(timeLeft(NOW + 59_999, NOW)).toEqual({ days: 0, clock: '00:00:59' });
    expect(timeLeft(NOW + 86_400_000, NOW)).toEqual({ days: 0, clock: '24:00:00' });
    expect(timeLeft(NOW + 86_401_000, NOW)).toEqual({ days: 1, clock: '00:00:01' });
    expect(timeLeft(NOW + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000, NOW)).toEqual({ days: 2, clock: '03:04:05' });
    expect(timeLeft(NOW - 5000, NOW)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('the countdown', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows days beyond a day in the language, and ticks every second', () => {
    render(<Countdown endsAt={at(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)} />);
    expect(screen.getByRole('timer').textContent).toBe('2d 03:04:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('2d 03:04:04');
  });

  it('re-renders itself alone: the page around it renders once while it ticks', () => {
    const renders = { page: 0 };
    function PageAround() {
      const count = useRef(0);
      count.current += 1;
      renders.page = count.current;
      return (
        <section>
          <Countdown endsAt={at(90)} />
        </section>
      );
    }
    render(<PageAround />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('00:01:25');
    expect(renders.page).toBe(1);
  });

  it('says once that it ended, and stays at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={at(2)} onEnd={onEnd} />);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    act(() => vi.advanceTimersByTime(3000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

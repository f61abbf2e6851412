import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondClock } from './second-clock.ts';
import { timeLeft } from './time-left.ts';
import './countdown.css';

interface CountdownProps {
  /** ISO time it counts down to. */
  endsAt: string;
  /** Called once when it reaches zero (the deal has ended: read it again). */
  onEnd?: () => void;
  className?: string;
}

/**
 * "03:12:09", or "2d 03:12:09" beyond a day, ticking every second. The only part of a page that re-renders with the
 * clock: keep it a leaf. Before the browser has taken a server-rendered page over it shows dashes of the same width.
 */
export function Countdown({ endsAt, onEnd, className }: CountdownProps) {
  const { t } = useTranslation('catalogue');
  const now = useSecondClock();
  const left = now === null ? null : timeLeft(Date.parse(endsAt), now);
  const ended = left !== null && left.days === 0 && left.clock === '00:00:00';

  // Once per end: the page reads the deal again, and may still get it back until the server has moved on.
  const endedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ended || endedFor.current === endsAt) return;
    endedFor.current = endsAt;
    onEnd?.();
  }, [ended, endsAt, onEnd]);

  const text =
    left === null
      ? '--:--:--'
      : left.days > 0
        ? t('countdown.days', { days: left.days, clock: left.clock })
        : left.clock;
  return (
    <span className={`countdown${className ? ` ${className}` : ''}`} role="timer">
      {text}
    </span>
  );
}

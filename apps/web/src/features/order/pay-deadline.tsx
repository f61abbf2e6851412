import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, msUntil } from './order-format.ts';

/** Ticks once a second while mounted: the time left to pay moves on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Pay within 29:41", counting down; past the deadline the server cancels the order, and this says so. */
export function PayDeadline({ deadline, className }: { deadline: string; className?: string }) {
  const { t } = useTranslation('order');
  const left = msUntil(deadline, useNow());
  return (
    <span
      className={`pay-deadline${left === 0 ? ' pay-deadline--over' : ''}${className ? ` ${className}` : ''}`}
      role="timer"
    >
      {left === 0 ? t('deadline.over') : t('deadline.left', { time: formatCountdown(left) })}
    </span>
  );
}

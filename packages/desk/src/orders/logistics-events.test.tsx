import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { LogisticsEvents } from './logistics-events.tsx';

afterEach(cleanup);

const EVENTS = [
  { description: 'Delivered to the door', at: '2026-03-03T09:30:00.000Z' },
  { description: 'Picked up by the carrier', at: '2026-03-01T08:00:00.000Z' },
  { description: 'Arrived at the local depot', at: '2026-03-02T17:45:00.000Z' },
];

/** Whether `a` stands before `b` on the page. */
const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('LogisticsEvents', () => {
  it('lists the tracking events oldest first whatever order they come in, each with its time', () => {
    renderDesk(<LogisticsEvents events={EVENTS} />);
    const picked = screen.getByText('Picked up by the carrier');
    const depot = screen.getByText('Arrived at the local depot');
    const delivered = screen.getByText('Delivered to the door');
    expect(before(picked, depot)).toBe(true);
    expect(before(depot, delivered)).toBe(true);
    // Each event's time stands under its description, before the next event.
    const pickedAt = screen.getByText(formatDateTime('2026-03-01T08:00:00.000Z', 'en'));
    expect(before(picked, pickedAt) && before(pickedAt, depot)).toBe(true);
    expect(screen.getByText(formatDateTime('2026-03-03T09:30:00.000Z', 'en'))).toBeTruthy();
  });

  it('shows no event, and no time, while the parcel has none yet', () => {
    const { container } = renderDesk(<LogisticsEvents events={[]} />);
    expect(container.textContent).toBe('');
  });
});

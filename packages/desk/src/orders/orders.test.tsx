import { ORDER_STATUS } from '@shop/contract/order-status';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { businessResources } from '../business/resources.ts';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { RequestError } from '../request/request-error.ts';
import { LogisticsEventForm } from './logistics-event-form.tsx';
import { orderStatusColour, orderStatusLabeler } from './order-status.tsx';
import { OrderTimelineCard } from './order-timeline.tsx';
import { ShipForm } from './ship-form.tsx';
import { useOrderUpdate } from './use-order-update.ts';

afterEach(cleanup);

const KEYS = { detail: (id: number) => ['orders', 'detail', id], lists: [['orders', 'list'], ['dashboard']] };

function Ship({ send }: { send(body: { id: number; carrier: string; tracking_no: string }): Promise<{ id: number }> }) {
  const ship = useOrderUpdate(send, 'Shipped', KEYS);
  return <ShipForm orderId={42} ship={ship} words={(word) => `ship.${word}`} />;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('order status labels', () => {
  it('read in the desk words, an unknown value as its number, with a warm colour for orders to ship', () => {
    const label = orderStatusLabeler((name) => `<${name}>`);
    expect(label(ORDER_STATUS.waitingDelivery)).toBe('<waitingDelivery>');
    expect(label(99 as never)).toBe('99');
    expect(orderStatusColour(ORDER_STATUS.waitingDelivery)).toBe('volcano');
  });
});

describe('the ship form', { timeout: 20_000 }, () => {
  it('sends the trimmed carrier and number, stores the answer and refreshes the lists', async () => {
    const send = vi.fn((body: { id: number }) => Promise.resolve({ id: body.id, status: 2 }));
    const { queryClient } = renderDesk(<Ship send={send} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill('ship.carrier', ' DHL ');
    fill('ship.trackingNo', 'JD0001 ');
    fireEvent.click(screen.getByRole('button', { name: 'ship.submit' }));
    await waitFor(() => expect(queryClient.getQueryData(['orders', 'detail', 42])).toEqual({ id: 42, status: 2 }));
    expect(send.mock.calls[0]?.[0]).toEqual({ id: 42, carrier: 'DHL', tracking_no: 'JD0001' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['orders', 'list'], ['dashboard']]);
  });

  it('sends nothing while a field is empty', async () => {
    const send = vi.fn(() => Promise.resolve({ id: 42 }));
    renderDesk(<Ship send={send} />);
    fill('ship.carrier', 'DHL');
    fireEvent.click(screen.getByRole('button', { name: 'ship.submit' }));
    expect(await screen.findByText('ship.trackingRequired')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('refetches the order when someone else moved it first', async () => {
    const moved = new RequestError('The order status has changed, please refresh', 200, {
      key: 'ORDER_STATUS_CHANGED',
    });
    const { queryClient } = renderDesk(<Ship send={() => Promise.reject(moved)} />);
    queryClient.setQueryData(['orders', 'detail', 42], { id: 42, status: 1 });
    fill('ship.carrier', 'DHL');
    fill('ship.trackingNo', 'JD0001');
    fireEvent.click(screen.getByRole('button', { name: 'ship.submit' }));
    await waitFor(() => expect(queryClient.getQueryState(['orders', 'detail', 42])?.isInvalidated).toBe(true));
  });
});

function AddEvent({ send }: { send(body: { id: number; description: string }): Promise<{ id: number }> }) {
  const add = useOrderUpdate(send, 'Added', KEYS);
  return <LogisticsEventForm orderId={42} add={add} words={(word) => `logistics.${word}`} />;
}

describe('the logistics event form', { timeout: 20_000 }, () => {
  it('sends the trimmed description of the new event', async () => {
    const send = vi.fn((body: { id: number }) => Promise.resolve({ id: body.id }));
    renderDesk(<AddEvent send={send} />);
    fill('logistics.newEvent', ' Arrived in Osaka ');
    fireEvent.click(screen.getByRole('button', { name: 'logistics.addEvent' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toEqual({ id: 42, description: 'Arrived in Osaka' });
  });
});

describe('the order timeline', () => {
  it("names each step in the desk's words, with who made it", () => {
    renderDesk(
      <OrderTimelineCard
        events={[{ kind: 'paid', actor: 'shopper', at: '2026-03-01T10:05:00.000Z' }] as never}
        words={(key) => `<${key}>`}
      />,
      createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources, businessResources] }),
    );
    expect(screen.getByText('<timeline.title>')).toBeTruthy();
    expect(screen.getByText('<timeline.events.paid>')).toBeTruthy();
    expect(screen.getByText('by the shopper')).toBeTruthy();
  });
});

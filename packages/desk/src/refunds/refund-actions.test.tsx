import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { businessResources } from '../business/resources.ts';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { IdempotentAttempts } from '../request/idempotent-attempts.ts';
import { refundOf } from '../test-support/refund.ts';
import { type RefundActionsProps, RefundActions, type RefundDecisionDesk } from './refund-actions.tsx';

afterEach(cleanup);

const PENDING = refundOf({ type: 'refund_only', status: REFUND_STATUS.pending });
const RETURNED = refundOf({ status: REFUND_STATUS.returned });

/** A desk whose calls are recorded and whose words are their keys, with the values after them. */
function fakeDesk(reject: RefundDecisionDesk['reject'] = () => Promise.resolve({})) {
  return {
    approve: vi.fn((_request: { id: number; idempotencyKey: string }) => Promise.resolve({})),
    receive: vi.fn((_request: { id: number; idempotencyKey: string }) => Promise.resolve({})),
    reject: vi.fn(reject),
    isStale: (error: unknown) => (error as Error).message === 'stale',
    refresh: [['refunds'], ['orders']],
    words: (key: string, values?: object) => (values ? `${key} ${Object.values(values).join(' ')}` : key),
  } satisfies RefundDecisionDesk;
}

function show(props: Partial<RefundActionsProps> & { desk: RefundDecisionDesk }) {
  const i18n = createDeskI18n({
    app: 'demo',
    languages: ['en', 'zh-CN'],
    resources: [demoResources, businessResources],
  });
  return renderDesk(<RefundActions refund={PENDING} attempts={new IdempotentAttempts()} {...props} />, i18n);
}

// antd popovers and modals in happy-dom are slow when the machine is busy.
describe('the refund actions', { timeout: 20_000 }, () => {
  it('offer Approve and Reject while pending, only what the user may do, nothing once decided', () => {
    const desk = fakeDesk();
    show({ desk });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'actions.reject' })).toBeTruthy();
    cleanup();

    show({ desk, may: { decide: false, receive: true } });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();

    show({ desk, refund: { ...PENDING, status: REFUND_STATUS.rejected } });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('confirm the goods came back with the desk call and a key, then refresh what it changes', async () => {
    const desk = fakeDesk();
    const { queryClient } = show({ desk, refund: RETURNED });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'actions.receive' }));
    expect(await screen.findByText('actions.receiveTitle 12')).toBeTruthy();
    expect(screen.getByText('actions.creditedNow $25.50 ann')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(desk.receive).toHaveBeenCalledTimes(1));
    expect(desk.receive.mock.calls[0]?.[0]).toEqual({ id: 12, idempotencyKey: expect.any(String) });
    expect(desk.approve).not.toHaveBeenCalled();
    await waitFor(() => expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual([['refunds'], ['orders']]));
    expect(await screen.findByText('actions.received')).toBeTruthy();
  });

  it('offer no receipt to a user who may only decide', () => {
    show({ desk: fakeDesk(), refund: RETURNED, may: { decide: true, receive: false } });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('approve with the desk call and a key', async () => {
    const desk = fakeDesk();
    show({ desk });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(desk.approve).toHaveBeenCalledTimes(1));
    expect(desk.approve.mock.calls[0]?.[0]).toEqual({ id: 12, idempotencyKey: expect.any(String) });
    expect(await screen.findByText('actions.approved')).toBeTruthy();
  });

  it('reject with a reason the desk call sends, and reload the pages when the refund moved on', async () => {
    const desk = fakeDesk(() => Promise.reject(new Error('stale')));
    const { queryClient } = show({ desk });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'actions.reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('actions.rejectTitle 12')).toBeTruthy();
    expect(within(dialog).getByText('actions.rejectNote')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Photos show no damage ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'actions.reject' }));

    await waitFor(() => expect(desk.reject).toHaveBeenCalledWith({ id: 12, reason: 'Photos show no damage' }));
    expect(await within(dialog).findByText('stale')).toBeTruthy();
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual([['refunds'], ['orders']]);
  });
});

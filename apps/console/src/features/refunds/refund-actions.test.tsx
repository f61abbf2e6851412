import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { RefundActions } from './refund-actions.tsx';
import { pendingRefund, rejectedRefund, returnedRefund } from '../../test/refund-fixtures.ts';

const LOST = 'Cannot reach the server. Check the connection and try again.';

function keyOf(fetchMock: ReturnType<typeof stubFetch>, call: number): string | undefined {
  const headers = fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.['Idempotency-Key'];
}

/**
 * The Popconfirm's OK button. Once it has spun, happy-dom (no transitionend) keeps the fading spinner, named
 * "loading", inside it, so its name then reads "loading Confirm".
 */
const confirmButton = () => screen.findByRole('button', { name: /^(loading )?Confirm$/ });

/** Clicks the row button, then the Popconfirm's "Confirm". */
async function confirm(button: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  fireEvent.click(await confirmButton());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd popovers and forms in happy-dom are slow when the machine is busy: the default 5 s limit fails tests that are not wrong.
describe('refund actions', { timeout: 20_000 }, () => {
  it('offers Approve and Reject while pending, Confirm receipt once returned, nothing when done', () => {
    stubFetch({ code: 1, msg: 'ok', data: null });
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={new IdempotentAttempts()} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();

    cleanup();
    renderWithProviders(<RefundActions refund={returnedRefund} />);
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();

    cleanup();
    renderWithProviders(<RefundActions refund={rejectedRefund} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks first, saying a refund only is credited now, then posts the id with an Idempotency-Key', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: { ...pendingRefund, status: 3 } });
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={new IdempotentAttempts()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText("$25.50 goes back to ann's balance at once.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(await confirmButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/refund/approve');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ id: 12 });
    expect(keyOf(fetchMock, 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('does not promise money now when approving a return-and-refund, and says where the goods go back', async () => {
    stubFetch({ code: 1, msg: 'Approved', data: null });
    const address = {
      addressee: 'Tea returns',
      mobile: '+86 20 1234 5678',
      country: 'CN',
      area: 'Guangzhou',
      detail: '9 Pearl Rd',
    };
    renderWithProviders(
      <RefundActions
        refund={{ ...pendingRefund, type: 'return_refund', return_address: address }}
        attempts={new IdempotentAttempts()}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('ann sends the goods back; $25.50 is refunded once they have arrived.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The goods go back to: Tea returns, +86 20 1234 5678 · 9 Pearl Rd, Guangzhou, China'),
    ).toBeTruthy();
    expect(screen.queryByText(/at once/)).toBeNull();
  });

  it('disables approving a return-and-refund while neither the shop nor the platform has a return address', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: null });
    renderWithProviders(<RefundActions refund={{ ...pendingRefund, type: 'return_refund', return_address: null }} />);
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.mouseEnter(approve.parentElement as HTMLElement);
    expect(await screen.findByText(/^No return address: Neither the shop nor the platform/)).toBeTruthy();
    fireEvent.click(approve);
    expect(fetchMock).not.toHaveBeenCalled();
    // Rejecting stays possible.
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reuses the approval key when it is retried after a network failure, and takes a new one after an answer', async () => {
    const fetchMock = stubFetch({
      code: 0,
      msg: 'The refund request has changed, please refresh',
      data: { error: 'REFUND_STATUS_CHANGED' },
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={new IdempotentAttempts()} />);

    await confirm('Approve');
    expect(await screen.findByText(LOST)).toBeTruthy();
    await confirm('Approve');
    // The server's own message is shown when it refuses.
    expect(await screen.findByText('The refund request has changed, please refresh')).toBeTruthy();
    await confirm('Approve');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(fetchMock, 0)).toBeTruthy();
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
    expect(keyOf(fetchMock, 2)).not.toBe(keyOf(fetchMock, 1));
  });

  it('confirms receipt with an Idempotency-Key, the same one when retried after a network failure', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refunded', data: { ...returnedRefund, status: 3 } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<RefundActions refund={returnedRefund} attempts={new IdempotentAttempts()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText("$25.50 is credited to ann's balance now.")).toBeTruthy();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText(LOST)).toBeTruthy();
    await confirm('Confirm receipt');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/console/refund/receive',
      '/api/console/refund/receive',
    ]);
    expect(sentBody(fetchMock, 1)).toEqual({ id: 13 });
    expect(keyOf(fetchMock, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
    expect(await screen.findByText('Received and refunded')).toBeTruthy();
  });

  it('never sends an approval key again for the receipt of the same request', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'ok', data: null });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const attempts = new IdempotentAttempts();
    renderWithProviders(<RefundActions refund={{ ...returnedRefund, status: 0 }} attempts={attempts} />);
    await confirm('Approve');
    await screen.findByText(LOST);
    cleanup();
    renderWithProviders(<RefundActions refund={returnedRefund} attempts={attempts} />);
    await confirm('Confirm receipt');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
  });

  it('rejects only with a reason, then posts the id and the trimmed reason', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: { ...pendingRefund, status: 4 } });
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={new IdempotentAttempts()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject refund #12')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason for rejecting')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Photos do not show damage ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/refund/reject');
    expect(sentBody(fetchMock)).toEqual({ id: 12, reason: 'Photos do not show damage' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when the rejection is refused, and stays open", async () => {
    stubFetch({
      code: 0,
      msg: 'The refund request has changed, please refresh',
      data: { error: 'REFUND_STATUS_CHANGED' },
    });
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={new IdempotentAttempts()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('The refund request has changed, please refresh')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRefund } from '../../test/fixtures.ts';
import { fakeApi, ok, refused, renderWithProviders } from '../../test/render.tsx';
import { RefundActions } from './refund-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function counter() {
  let n = 0;
  return () => `key-${++n}-0000000000`;
}

describe('deciding a refund', { timeout: 20_000 }, () => {
  it('rejects only with a reason, which it sends trimmed', async () => {
    const api = fakeApi({ '/api/seller/refund/reject': ok({ ...pendingRefund, status: 4, reject_reason: 'Used' }) });
    renderWithProviders(<RefundActions refund={pendingRefund} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason for rejecting')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  The seal is broken ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('/api/seller/refund/reject', 'POST')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ id: 12, reason: 'The seal is broken' });
  });

  it('approves with an Idempotency-Key, the same key again after a lost answer, a new one after an answer', async () => {
    let answer: unknown = refused('Server error');
    const api = fakeApi({ '/api/seller/refund/approve': () => answer });
    const attempts = new IdempotentAttempts(counter());
    renderWithProviders(<RefundActions refund={pendingRefund} attempts={attempts} />);

    const approve = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      fireEvent.click(confirm);
    };
    // A lost answer (the network failed): the attempt stays open.
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await approve();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    const first = (api.fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(first).toBe('key-1-0000000000');

    answer = ok({ ...pendingRefund, status: 3 });
    await approve();
    await waitFor(() => expect(api.callsTo('/api/seller/refund/approve')).toHaveLength(1));
    expect(api.calls[0]?.headers['Idempotency-Key']).toBe('key-1-0000000000');
    expect(api.calls[0]?.body).toEqual({ id: 12 });

    // Answered: the next click is a new attempt.
    await approve();
    await waitFor(() => expect(api.callsTo('/api/seller/refund/approve')).toHaveLength(2));
    expect(api.calls[1]?.headers['Idempotency-Key']).toBe('key-2-0000000000');
  });

  it('confirms returned goods through /refund/received with a key', async () => {
    const api = fakeApi({ '/api/seller/refund/received': ok({ ...pendingRefund, status: 3 }) });
    renderWithProviders(<RefundActions refund={{ ...pendingRefund, type: 'return_refund', status: 2 }} />);

    fireEvent.click(screen.getByRole('button', { name: 'Goods received' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/api/seller/refund/received', 'POST')).toHaveLength(1));
    expect(api.calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a step the platform takes', () => {
  it('offers no decision to the seller', () => {
    renderWithProviders(<RefundActions refund={{ ...pendingRefund, waiting_for: 'platform' }} />);
    expect(screen.getByText('The platform handles this step')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { refuseRecharge } from '../recharges/api.ts';
import { refuseWithdrawal } from '../withdrawals/api.ts';
import { RefuseModal } from './refuse-modal.tsx';

const refused = {
  id: 12,
  method: 'manual',
  amount: '100.00',
  actual_amount: null,
  network: null,
  address: null,
  tx_hash: null,
  evidence: '/uploads/u/abcdefghijklmnop.webp',
  card_last4: null,
  status: 2,
  reason: 'No transfer arrived',
  created_at: '2026-03-01T10:00:00.000Z',
  audited_at: '2026-03-01T11:00:00.000Z',
  buyer: { id: 7, account: 'ann' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('refuse modal', { timeout: 20_000 }, () => {
  it('requires a reason and sends nothing without one', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: refused });
    const onClose = vi.fn();
    renderWithProviders(<RefuseModal subject="recharge #12" id={12} refuse={refuseRecharge} queryKey={['recharges']} onClose={onClose} />);

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    expect(await screen.findByText('Enter the reason for refusing')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('posts the id and the trimmed reason, then closes', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: refused });
    const onClose = vi.fn();
    renderWithProviders(<RefuseModal subject="recharge #12" id={12} refuse={refuseRecharge} queryKey={['recharges']} onClose={onClose} />);

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' No transfer arrived ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/recharge/refuse');
    expect(sentBody(fetchMock)).toEqual({ id: 12, reason: 'No transfer arrived' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's message for a withdrawal already audited, and stays open", async () => {
    const fetchMock = stubFetch({ code: 0, msg: 'This request has already been audited', data: { error: 'AUDIT_DONE' } });
    const onClose = vi.fn();
    renderWithProviders(
      <RefuseModal subject="withdrawal #3" id={3} refuse={refuseWithdrawal} queryKey={['withdrawals']} onClose={onClose} />,
    );

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Card closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    expect(await screen.findByText('This request has already been audited')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/withdrawal/refuse');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a withdrawal refusal with an Idempotency-Key, the same one when retried after a network failure', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: null });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(
      <RefuseModal subject="withdrawal #3" id={3} refuse={refuseWithdrawal} queryKey={['withdrawals']} onClose={vi.fn()} />,
    );

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Card closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await screen.findByText('Cannot reach the server. Check the connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = [0, 1].map((call) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sentBody(fetchMock, 1)).toEqual({ id: 3, reason: 'Card closed' });
  });
});

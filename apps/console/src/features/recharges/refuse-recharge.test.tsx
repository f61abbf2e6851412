import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { refuseRecharge } from './api.ts';

const refused = {
  id: 12,
  reference: 'RC27182830',
  method: 'manual',
  amount: '100.00',
  actual_amount: null,
  network: null,
  address: null,
  tx_hash: null,
  evidence: '/uploads/u/abcdefghijklmnop.webp',
  card_last4: null,
  provider_ref: null,
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

describe('refusing a recharge', { timeout: 20_000 }, () => {
  it('requires a reason and sends nothing without one', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: refused });
    const onClose = vi.fn();
    renderWithProviders(
      <RefuseModal subject="recharge #12" id={12} refuse={refuseRecharge} queryKey={['recharges']} onClose={onClose} />,
    );

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    expect(await screen.findByText('Enter the reason for refusing')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('posts the id and the trimmed reason, then closes', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Refused', data: refused });
    const onClose = vi.fn();
    renderWithProviders(
      <RefuseModal subject="recharge #12" id={12} refuse={refuseRecharge} queryKey={['recharges']} onClose={onClose} />,
    );

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' No transfer arrived ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/recharge/refuse');
    expect(sentBody(fetchMock)).toEqual({ id: 12, reason: 'No transfer arrived' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { refuseWithdrawal } from './api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('refusing a withdrawal', { timeout: 20_000 }, () => {
  it("shows the server's message for a withdrawal already audited, and stays open", async () => {
    const fetchMock = stubFetch({
      code: 0,
      msg: 'This request has already been audited',
      data: { error: 'AUDIT_DONE' },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <RefuseModal
        subject="withdrawal #3"
        id={3}
        refuse={refuseWithdrawal}
        queryKey={['withdrawals']}
        onClose={onClose}
      />,
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
      <RefuseModal
        subject="withdrawal #3"
        id={3}
        refuse={refuseWithdrawal}
        queryKey={['withdrawals']}
        onClose={vi.fn()}
      />,
    );

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Card closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await screen.findByText('Cannot reach the server. Check the connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = [0, 1].map(
      (call) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sentBody(fetchMock, 1)).toEqual({ id: 3, reason: 'Card closed' });
  });
});

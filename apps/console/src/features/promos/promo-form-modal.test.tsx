import type { PromoDto } from '@shop/contract/console-orders';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { PromoFormModal } from './promo-form-modal.tsx';

const saved: PromoDto = {
  id: 5,
  code: 'WELCOME',
  kind: 'fixed',
  percent_off: null,
  amount_off: '5.00',
  max_discount: null,
  min_spend: '20.00',
  starts_at: '2026-03-01T10:00:00.000Z',
  ends_at: '2026-04-01T10:00:00.000Z',
  total_limit: null,
  per_user_limit: 1,
  used: 0,
  active: true,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd forms in happy-dom take about half a second per test alone, and several when the machine's two cores are
// busy (a parallel build or test run): the default 5 s limit then fails tests that are not wrong.
describe('promo form modal', { timeout: 20_000 }, () => {
  it('asks for an amount instead of a percent once "fixed" is chosen, and posts a fixed code', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: saved });
    const onClose = vi.fn();
    renderWithProviders(<PromoFormModal onClose={onClose} />);

    expect(screen.getByLabelText('Percent off')).toBeTruthy();
    fill('Code', 'welcome');
    fireEvent.click(screen.getByLabelText('Fixed amount'));
    await screen.findByLabelText('Amount off');
    expect(screen.queryByLabelText('Percent off')).toBeNull();
    expect(screen.queryByLabelText('Max discount')).toBeNull();
    fill('Amount off', '5');
    fill('Starts', '2026-03-01T10:00');
    fill('Ends', '2026-04-01T10:00');
    fill('Uses per shopper', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/promo/save');
    expect(sentBody(fetchMock)).toEqual({
      code: 'WELCOME',
      kind: 'fixed',
      percent_off: null,
      amount_off: '5',
      max_discount: null,
      min_spend: '0',
      starts_at: new Date(2026, 2, 1, 10, 0).toISOString(),
      ends_at: new Date(2026, 3, 1, 10, 0).toISOString(),
      total_limit: null,
      per_user_limit: 1,
      active: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an end before the start without calling the server', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: saved });
    renderWithProviders(<PromoFormModal onClose={vi.fn()} />);

    fill('Code', 'SPRING');
    fill('Percent off', '10');
    fill('Starts', '2026-03-02T10:00');
    fill('Ends', '2026-03-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the code is taken and stays open", async () => {
    stubFetch({ code: 0, msg: 'This promo code already exists', data: { error: 'PROMO_CODE_TAKEN' } });
    const onClose = vi.fn();
    renderWithProviders(<PromoFormModal promo={saved} onClose={onClose} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This promo code already exists')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

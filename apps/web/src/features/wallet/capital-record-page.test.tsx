import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CapitalRecordPage } from './capital-record-page.tsx';
import {
  fakeApi,
  type FakeRequest,
  initTestI18n,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { billEntry, logIn, page } from './wallet-test-utils.tsx';

const ROUTES = { '/capitalRecord': CapitalRecordPage };
const location = () => screen.getByTestId('location').textContent;
const entry = (name: string) => screen.getByRole('listitem', { name });

const ENTRIES = [
  billEntry(4, {
    kind: 'order_pay',
    amount: '-704.99',
    balance_after: '295.01',
    ref: { type: 'order', id: 42, label: '202511210000042' },
  }),
  billEntry(3, {
    kind: 'withdraw_hold',
    amount: '-51.00',
    balance_after: '1000.00',
    ref: { type: 'withdrawal', id: 7, label: '#7' },
  }),
  billEntry(2, {
    kind: 'recharge',
    amount: '1051.00',
    balance_after: '1051.00',
    ref: { type: 'recharge', id: 3, label: '#3' },
  }),
  billEntry(1, { kind: 'adjustment', amount: '0.00', balance_after: '0.00', ref: null }),
];

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the fund record', () => {
  it('shows each entry with its kind, signed amount in colour, balance after, time and what it refers to', async () => {
    fakeApi({ '/user/bill': page(ENTRIES) });
    renderAt('/capitalRecord', ROUTES);

    const paid = await screen.findByRole('listitem', { name: 'Order payment -$704.99' });
    const amount = within(paid).getByText('-$704.99');
    expect(amount.className).toContain('wallet-bill__amount--debit');
    expect(within(paid).getByText('Balance $295.01')).toBeTruthy();
    expect(paid.querySelector('time')?.textContent).toMatch(/Nov 2\d, 2025/);
    expect(within(paid).getByRole('link', { name: 'Order 202511210000042' }).getAttribute('href')).toBe(
      '/orderInfo/42',
    );

    const credit = entry('Recharge +$1,051.00');
    expect(within(credit).getByText('+$1,051.00').className).toContain('wallet-bill__amount--credit');
    expect(within(credit).getByRole('link', { name: 'Recharge #3' }).getAttribute('href')).toBe('/topUpRecord');

    expect(within(entry('Withdrawal -$51.00')).getByRole('link', { name: 'Withdrawal #7' }).getAttribute('href')).toBe(
      '/depositRecord',
    );
    expect(within(entry('Adjustment +$0.00')).queryByRole('link')).toBeNull();
  });

  it('opens the order behind a payment', async () => {
    fakeApi({ '/user/bill': page(ENTRIES) });
    renderAt('/capitalRecord', ROUTES);
    fireEvent.click(await screen.findByRole('link', { name: 'Order 202511210000042' }));
    await waitFor(() => expect(location()).toBe('/orderInfo/42'));
  });

  it('filters by kind: every kind has a translated tab, the kind goes to the API and into the URL', async () => {
    const api = fakeApi({
      '/user/bill': ({ params }: FakeRequest) =>
        page(ENTRIES.filter((e) => !params.get('kind') || e.kind === params.get('kind'))),
    });
    renderAt('/capitalRecord', ROUTES);
    await screen.findByRole('listitem', { name: 'Order payment -$704.99' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Order payment',
      'Recharge',
      'Withdrawal',
      'Withdrawal returned',
      'Refund',
      'Adjustment',
    ]);
    // "All" sends no kind at all.
    expect(api.callsTo('/user/bill')[0]?.params.toString()).toBe('page=1&limit=10');

    fireEvent.click(screen.getByRole('tab', { name: 'Recharge' }));
    await waitFor(() => expect(location()).toBe('/capitalRecord?kind=recharge'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Order payment -$704.99' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Recharge +$1,051.00' })).toBeTruthy();
    expect(api.callsTo('/user/bill').at(-1)?.params.get('kind')).toBe('recharge');
  });

  it('says when there is nothing yet', async () => {
    fakeApi({ '/user/bill': page([]) });
    renderAt('/capitalRecord?kind=refund', ROUTES);
    expect(await screen.findByText('No fund records yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Refund' }).getAttribute('aria-selected')).toBe('true');
  });
});

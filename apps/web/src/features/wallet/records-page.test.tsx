import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/date-time.ts';
import { DepositRecordPage, TopUpRecordPage } from './records-page.tsx';
import {
  fakeApi,
  type FakeRequest,
  initTestI18n,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { logIn, page, recharge, withdrawal } from './wallet-test-utils.tsx';

const ROUTES = { '/topUpRecord': TopUpRecordPage, '/depositRecord': DepositRecordPage };
const location = () => screen.getByTestId('location').textContent;
// Records are named by their time (an id would read as a count with gaps).
const rechargeName = (id: number) => `Recharge of ${formatDateTime(recharge(id).created_at, 'en')}`;
const withdrawalName = (id: number) => `Withdrawal of ${formatDateTime(withdrawal(id).created_at, 'en')}`;

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the recharge records', () => {
  it("asks for the chosen tab's status and keeps the tab in the URL", async () => {
    const api = fakeApi({
      '/user/recharge_log': ({ params }: FakeRequest) =>
        page(params.get('status') === '2' ? [recharge(2, { status: 2, reason: 'No such transfer' })] : [recharge(1)]),
    });
    renderAt('/topUpRecord', ROUTES);
    expect(await screen.findByRole('article', { name: rechargeName(1) })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Auditing', 'Passed', 'Refused']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/user/recharge_log')[0]?.params.toString()).toBe('status=all&page=1&limit=10');

    fireEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    await waitFor(() => expect(location()).toBe('/topUpRecord?status=2'));
    const refused = await screen.findByRole('article', { name: rechargeName(2) });
    expect(api.callsTo('/user/recharge_log').at(-1)?.params.get('status')).toBe('2');
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('No such transfer')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Auditing' }));
    await waitFor(() => expect(api.callsTo('/user/recharge_log').at(-1)?.params.get('status')).toBe('0'));
    fireEvent.click(screen.getByRole('tab', { name: 'Passed' }));
    await waitFor(() => expect(api.callsTo('/user/recharge_log').at(-1)?.params.get('status')).toBe('1'));
  });

  it('opens on the tab of the URL and treats an unknown status as all', async () => {
    const api = fakeApi({ '/user/recharge_log': page([]) });
    const { router } = renderAt('/topUpRecord?status=1', ROUTES);
    expect(await screen.findByText('No recharges yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Passed' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/user/recharge_log')[0]?.params.get('status')).toBe('1');
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/topUp');

    await router.navigate('/topUpRecord?status=banana');
    await waitFor(() => expect(api.callsTo('/user/recharge_log').at(-1)?.params.get('status')).toBe('all'));
  });

  it('shows each recharge: amount, method, network or card, status, actual arrival, time', async () => {
    fakeApi({
      '/user/recharge_log': page([
        recharge(1, { status: 1, amount: '100.00', actual_amount: '99.50' }),
        recharge(2, {
          method: 'card',
          network: null,
          address: null,
          tx_hash: null,
          card_last4: '4242',
          amount: '20.00',
        }),
        recharge(3, { method: 'manual', network: null, address: null, tx_hash: null, amount: '35.00' }),
      ]),
    });
    renderAt('/topUpRecord', ROUTES);
    const passed = await screen.findByRole('article', { name: rechargeName(1) });
    expect(within(passed).getByText('On chain')).toBeTruthy();
    expect(within(passed).getByText('USDT · TRC20')).toBeTruthy();
    expect(within(passed).getByText('$100.00')).toBeTruthy();
    expect(within(passed).getByText('Passed').className).toContain('wallet-status--passed');
    expect(within(passed).getByText('Actual arrival').nextElementSibling?.textContent).toBe('$99.50');
    expect(within(passed).getByText('Time').nextElementSibling?.textContent).toMatch(/2025/);

    const card = screen.getByRole('article', { name: rechargeName(2) });
    expect(within(card).getByText('Card')).toBeTruthy();
    expect(within(card).getByText('•••• 4242')).toBeTruthy();
    expect(within(card).getByText('Auditing').className).toContain('wallet-status--auditing');
    // Nothing has arrived while the recharge is audited.
    expect(within(card).queryByText('Actual arrival')).toBeNull();

    expect(within(screen.getByRole('article', { name: rechargeName(3) })).getByText('Bank transfer')).toBeTruthy();
  });

  it('shows each recharge by the reference its fund record names it with (RC…)', async () => {
    fakeApi({ '/user/recharge_log': page([recharge(1, { reference: 'RC27182819' })]) });
    renderAt('/topUpRecord', ROUTES);
    const row = await screen.findByRole('article', { name: rechargeName(1) });
    expect(within(row).getByText('Reference').nextElementSibling?.textContent).toBe('RC27182819');
  });

  it('loads the next page', async () => {
    const api = fakeApi({
      '/user/recharge_log': ({ params }: FakeRequest) =>
        params.get('page') === '2'
          ? page([recharge(11)], 11, 2)
          : page(
              Array.from({ length: 10 }, (_, i) => recharge(i + 1)),
              11,
            ),
    });
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const Real = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderAt('/topUpRecord', ROUTES);
      await screen.findByRole('article', { name: rechargeName(10) });
      expect(screen.getByText('Loading')).toBeTruthy();
      observers.at(-1)?.([{ isIntersecting: true }]);
      expect(await screen.findByRole('article', { name: rechargeName(11) })).toBeTruthy();
      expect(api.callsTo('/user/recharge_log').at(-1)?.params.get('page')).toBe('2');
      expect(screen.getByText('No more')).toBeTruthy();
    } finally {
      globalThis.IntersectionObserver = Real;
    }
  });
});

describe('the withdrawal records', () => {
  it('shows each withdrawal by the reference its fund record names it with (WD…)', async () => {
    fakeApi({ '/user/extract_log': page([withdrawal(1, { reference: 'WD14142136' })]) });
    renderAt('/depositRecord', ROUTES);
    const row = await screen.findByRole('article', { name: withdrawalName(1) });
    expect(within(row).getByText('Reference').nextElementSibling?.textContent).toBe('WD14142136');
  });

  it('shows each withdrawal with its service charge and refusal reason, filtered by the tab', async () => {
    const api = fakeApi({
      '/user/extract_log': ({ params }: FakeRequest) =>
        page(
          params.get('status') === '2'
            ? [withdrawal(5, { status: 2, reason: 'Card closed' })]
            : [
                withdrawal(4, {
                  type: 'chain',
                  network: 'TRC20',
                  address: 'TXYZ01',
                  bank_card: null,
                  bank_name: null,
                  fee: '1.50',
                  total: '101.50',
                  amount: '100.00',
                }),
              ],
        ),
    });
    renderAt('/depositRecord', ROUTES);
    const chain = await screen.findByRole('article', { name: withdrawalName(4) });
    expect(within(chain).getByText('On chain')).toBeTruthy();
    expect(within(chain).getByText('TRC20')).toBeTruthy();
    expect(within(chain).getByText('TXYZ01')).toBeTruthy();
    expect(within(chain).getByText('Service charge').nextElementSibling?.textContent).toBe('$1.50');
    expect(within(chain).getByText('Taken from balance').nextElementSibling?.textContent).toBe('$101.50');

    fireEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    const refused = await screen.findByRole('article', { name: withdrawalName(5) });
    expect(api.callsTo('/user/extract_log').at(-1)?.params.get('status')).toBe('2');
    expect(within(refused).getByText('Bank card')).toBeTruthy();
    expect(within(refused).getByText('Barclays')).toBeTruthy();
    expect(within(refused).getByText('•••• 1234')).toBeTruthy();
    expect(within(refused).getByText('Reason for refusal').nextElementSibling?.textContent).toBe('Card closed');
    expect(within(refused).getByText('Refused').className).toContain('wallet-status--refused');
  });
});

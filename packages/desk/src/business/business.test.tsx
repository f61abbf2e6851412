import type { OrderIncomeDto } from '@shop/contract/settlement';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { ApproveRefundButton, lacksReturnAddress, MissingReturnAddressAlert } from './approve-refund.tsx';
import { IncomeCard } from './income.tsx';
import { PayoutAccountDetails } from './payout-account.tsx';
import { RefundTimelineCard } from './refund-timeline.tsx';
import { businessResources } from './resources.ts';

afterEach(cleanup);

const i18nFor = () =>
  createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources, businessResources] });

const address = {
  addressee: 'Laurel returns',
  mobile: '+66 2 000 0000',
  country: 'TH',
  area: 'Bangkok',
  detail: '99 Sukhumvit Rd',
};

const refund = (overrides: Partial<ConsoleRefundDto> = {}): ConsoleRefundDto => ({
  id: 12,
  reference: 'RF10000012',
  order_id: 42,
  order_no: '202603010001',
  type: 'return_refund',
  amount: '25.50',
  goods_status: 'received',
  reason: 'damaged',
  explanation: 'Cracked',
  proofs: [],
  items: [],
  status: 0,
  reject_reason: '',
  return_carrier: null,
  return_tracking_no: null,
  return_address: address,
  created_at: '2026-03-01T10:00:00.000Z',
  timeline: [],
  buyer: { id: 7, account: 'ann' },
  shop_id: 3,
  waiting_for: 'seller',
  ...overrides,
});

describe('approving a refund', () => {
  it('asks first, saying when the money moves and where the goods go back', async () => {
    const confirm = vi.fn(() => Promise.resolve());
    renderDesk(<ApproveRefundButton refund={refund()} onConfirm={confirm} />, i18nFor());
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve refund request #12?')).toBeTruthy();
    expect(screen.getByText('ann sends the goods back; $25.50 is refunded once they have arrived.')).toBeTruthy();
    expect(
      screen.getByText('The goods go back to: Laurel returns, +66 2 000 0000 · 99 Sukhumvit Rd, Bangkok, Thailand'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
  });

  it('credits a refund without return at once, and needs no address for it', async () => {
    const only = refund({ type: 'refund_only', return_address: null });
    expect(lacksReturnAddress(only)).toBe(false);
    renderDesk(<ApproveRefundButton refund={only} onConfirm={() => Promise.resolve()} />, i18nFor());
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText("$25.50 goes back to ann's balance at once.")).toBeTruthy();
  });

  it('disables approving a return that has nowhere to go back to, and says why before any click', async () => {
    const confirm = vi.fn();
    const stuck = refund({ return_address: null });
    expect(lacksReturnAddress(stuck)).toBe(true);
    renderDesk(<ApproveRefundButton refund={stuck} onConfirm={confirm} />, i18nFor());
    const button = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(
      await screen.findByText(
        'No return address: Neither the shop nor the platform has a return address, so the shopper would not know where to send the goods.',
      ),
    ).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByText('Approve refund request #12?')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("tells the operator to set the shop's or the platform's address, the seller its shop's, in their language", async () => {
    const stuck = refund({ return_address: null });
    const { unmount } = renderDesk(
      <MissingReturnAddressAlert refund={stuck} viewer="operator" actions={<a href="/x">Fix</a>} />,
      i18nFor(),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('No return address')).toBeTruthy();
    expect(
      within(alert).getByText(
        "Set the shop's return address, or the platform's in the order settings, before approving this return.",
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Fix' })).toBeTruthy();
    unmount();

    const i18n = i18nFor();
    await i18n.changeLanguage('zh-CN');
    renderDesk(<MissingReturnAddressAlert refund={stuck} viewer="seller" />, i18n);
    expect(screen.getByText('请先在店铺设置中填写店铺的退货地址，再同意这笔退货。')).toBeTruthy();
  });

  it('says nothing once an address applies, or once the request is decided', () => {
    renderDesk(
      <>
        <MissingReturnAddressAlert refund={refund()} viewer="operator" />
        <MissingReturnAddressAlert refund={refund({ return_address: null, status: 4 })} viewer="seller" />
      </>,
      i18nFor(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the refund timeline', () => {
  it("names an operator's step as the platform's and a seller's as the shop's", () => {
    renderDesk(
      <RefundTimelineCard
        refund={{
          timeline: [
            { kind: 'applied', actor: 'shopper', note: 'Cracked', at: '2026-03-01T10:00:00.000Z' },
            { kind: 'approved', actor: 'seller', note: '', at: '2026-03-02T10:00:00.000Z' },
            { kind: 'refunded', actor: 'operator', note: '25.50', at: '2026-03-03T10:00:00.000Z' },
          ],
        }}
      />,
      i18nFor(),
    );
    const actors = [...document.querySelectorAll('[data-actor]')].map((el) => el.textContent);
    expect(actors).toEqual(['by the shopper', 'by the shop', 'by the platform']);
    expect(screen.getByText("$25.50 back to the shopper's balance")).toBeTruthy();
    expect(screen.getByText('Asked for a refund')).toBeTruthy();
  });
});

describe('an order income', () => {
  const income: OrderIncomeDto = {
    goods: '40.00',
    freight: '4.99',
    shop_discount: '0.00',
    refunded: '10.00',
    base: '34.99',
    commission: '3.50',
    net: '31.49',
    rate: '0.1',
    settled_at: '2026-03-04T10:00:00.000Z',
  };

  it('shows goods, freight, refunded, base, commission at its rate and the net, settled', () => {
    renderDesk(<IncomeCard income={income} />, i18nFor());
    const row = (label: string) => screen.getByText(label).closest('tr')?.textContent;
    expect(row('Goods')).toContain('$40.00');
    expect(row('Freight')).toContain('$4.99');
    expect(row('Refunded')).toContain('−$10.00');
    expect(row('Base')).toContain('$34.99');
    expect(row('Commission (10%)')).toContain('−$3.50');
    expect(row('Net to the shop')).toContain('$31.49');
    expect(screen.getByText(/^Settled on /)).toBeTruthy();
  });

  it('marks an order not settled yet as such', () => {
    renderDesk(<IncomeCard income={{ ...income, refunded: '0.00', settled_at: null }} />, i18nFor());
    expect(screen.getByText('Not settled yet')).toBeTruthy();
    expect(screen.getByText(/^Paid to the shop when the order completes/)).toBeTruthy();
  });
});

describe('a payout account', () => {
  const account = {
    id: 3,
    holder_name: 'Somchai Jaidee',
    bank_name: 'Kasikornbank',
    account_no: '123-4-56789-0',
    kind: 'local' as const,
    swift: 'KASITHBK',
  };

  it('shows holder, bank, number and SWIFT/BIC', () => {
    renderDesk(<PayoutAccountDetails account={account} />, i18nFor());
    for (const text of ['Somchai Jaidee', 'Kasikornbank', '123-4-56789-0', 'Bank account · SWIFT/BIC KASITHBK'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('copies the number without its dashes for the operator paying it out', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      renderDesk(<PayoutAccountDetails account={{ ...account, swift: null }} copyable compact />, i18nFor());
      expect(screen.getByText('Kasikornbank')).toBeTruthy();
      expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /copy/i }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith('1234567890'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch, switchLanguage } from '../../test/render.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { ApproveRechargeModal } from './approve-recharge-modal.tsx';

const recharge: ConsoleRechargeDto = {
  id: 12,
  reference: 'RC27182812',
  method: 'chain',
  amount: '100.00',
  actual_amount: null,
  network: 'TRC20',
  address: 'TXYZ0000000000000000',
  tx_hash: '0xabcdef0123456789abcdef',
  evidence: '/uploads/u/abcdefghijklmnop.webp',
  card_last4: null,
  provider_ref: null,
  status: 0,
  reason: '',
  created_at: '2026-03-01T10:00:00.000Z',
  audited_at: null,
  buyer: { id: 7, account: 'ann' },
};

const approved = { ...recharge, status: 1, actual_amount: '98.50', audited_at: '2026-03-01T11:00:00.000Z' };

function keyOf(fetchMock: ReturnType<typeof stubFetch>, call: number): string | undefined {
  const headers = fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.['Idempotency-Key'];
}

const amountInput = () => screen.getByLabelText('Amount received') as HTMLInputElement;
const approveButton = () => screen.getByRole('button', { name: 'Approve' });

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

// antd forms in happy-dom take about half a second per test alone, and several when the machine's two cores are
// busy (a parallel build or test run): the default 5 s limit then fails tests that are not wrong.
describe('approve recharge modal', { timeout: 20_000 }, () => {
  it("shows a card recharge's payment reference, card and receipt beside the approve button", () => {
    stubFetch({ code: 1, msg: 'Approved', data: approved });
    const card = {
      ...recharge,
      method: 'card' as const,
      network: null,
      address: null,
      tx_hash: null,
      card_last4: '4242',
      provider_ref: 'PSP-2025-77310',
    };
    renderWithProviders(<ApproveRechargeModal recharge={card} onClose={vi.fn()} />);
    expect(screen.getByText('Payment reference')).toBeTruthy();
    expect(screen.getByText('PSP-2025-77310')).toBeTruthy();
    expect(screen.getByText('•••• 4242')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Evidence of recharge #12' }).getAttribute('src')).toBe(card.evidence);
    expect(approveButton()).toBeTruthy();
  });

  it('prefills the requested amount and posts {id, amount} with an Idempotency-Key', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: approved });
    const onClose = vi.fn();
    renderWithProviders(<ApproveRechargeModal recharge={recharge} onClose={onClose} />);

    expect(amountInput().value).toBe('100.00');
    fireEvent.change(amountInput(), { target: { value: ' 98.50 ' } });
    fireEvent.click(approveButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/recharge/approve');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ id: 12, amount: '98.50' });
    expect(keyOf(fetchMock, 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('reuses the key when the same approval is retried after a network failure', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: approved });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onClose = vi.fn();
    renderWithProviders(<ApproveRechargeModal recharge={recharge} onClose={onClose} />);

    fireEvent.click(approveButton());
    expect(await screen.findByText('Cannot reach the server. Check the connection and try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(approveButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock, 1)).toEqual({ id: 12, amount: '100.00' });
    expect(keyOf(fetchMock, 0)).toBeTruthy();
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes a new key after an answer, or when the amount changes', async () => {
    const fetchMock = stubFetch({ code: 0, msg: 'Invalid value: amount', data: { error: 'VALIDATION' } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const attempts = new IdempotentAttempts();
    renderWithProviders(<ApproveRechargeModal recharge={recharge} attempts={attempts} onClose={vi.fn()} />);

    fireEvent.click(approveButton()); // lost: the outcome is open
    await screen.findByText('Cannot reach the server. Check the connection and try again.');
    fireEvent.change(amountInput(), { target: { value: '99' } });
    fireEvent.click(approveButton()); // another amount: another attempt, answered
    await screen.findByText('Invalid value: amount');
    fireEvent.click(approveButton()); // the server answered: a new attempt

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keys = [0, 1, 2].map((call) => keyOf(fetchMock, call));
    expect(new Set(keys).size).toBe(3);
  });

  it("shows the server's message when someone audited it first, and stays open", async () => {
    stubFetch({ code: 0, msg: 'This request has already been audited', data: { error: 'AUDIT_DONE' } });
    const onClose = vi.fn();
    renderWithProviders(<ApproveRechargeModal recharge={recharge} onClose={onClose} />);

    fireEvent.click(approveButton());

    expect(await screen.findByText('This request has already been audited')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing for an amount that is not money', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: approved });
    renderWithProviders(<ApproveRechargeModal recharge={recharge} onClose={vi.fn()} />);

    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    fireEvent.click(approveButton());
    expect(await screen.findByText('Enter an amount like 12.50')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '0' } });
    fireEvent.click(approveButton());
    expect(await screen.findByText('Enter an amount above 0')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks in Chinese, refuses a wrong amount in Chinese, and shows the server’s Chinese refusal', async () => {
    await switchLanguage('zh-CN');
    const fetchMock = stubFetch({ code: 0, msg: '该申请已审核', data: { error: 'AUDIT_DONE' } });
    renderWithProviders(<ApproveRechargeModal recharge={recharge} onClose={vi.fn()} />);

    expect(screen.getByText('通过充值 #12')).toBeTruthy();
    expect(screen.getByText('链上转账')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('实收金额'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: '通 过' }));
    expect(await screen.findByText('请输入金额，例如 12.50')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('实收金额'), { target: { value: '98.50' } });
    fireEvent.click(screen.getByRole('button', { name: '通 过' }));
    expect(await screen.findByText('该申请已审核')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ lang: 'zh-CN' });
  });
});

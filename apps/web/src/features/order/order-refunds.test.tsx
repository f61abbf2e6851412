import type { OrderDetailDto } from '@shop/contract/order';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAllNamespaces } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { OrderInfoPage } from './order-info-page.tsx';
import { type FakeRequest, fakeApi, initTestI18n, renderAt, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { image, logIn, orderDetail } from './order-test-utils.tsx';

const ROUTES = { '/orderInfo/:id?': OrderInfoPage };
type Refund = OrderDetailDto['refunds'][number];

const refund = (id: number, overrides: Partial<Refund> = {}): Refund => ({
  id,
  reference: `RF${31_415_925 + id}`,
  order_id: 9,
  order_no: '202511210000009',
  type: 'refund_only',
  amount: '25.00',
  goods_status: 'received',
  reason: 'missing_parts',
  return_address: null,
  explanation: 'No cable in the box',
  proofs: ['/uploads/u/abcdefghijklmnop1234.webp'],
  items: [
    {
      order_item_id: 20,
      product_id: 102,
      title: 'USB-C Hub',
      image,
      spec: '',
      price: '25.00',
      quantity: 1,
      subtotal: '25.00',
    },
  ],
  status: 0,
  reject_reason: '',
  return_carrier: null,
  return_tracking_no: null,
  created_at: '2025-11-24T09:00:00.000Z',
  timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' }],
  ...overrides,
});

const section = (index: number) => screen.getAllByRole('region', { name: 'Refund' })[index] as HTMLElement;

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the refunds on the order detail', () => {
  it('shows each request, newest first: type, amount, status, reason, the reason of a rejection and the progress', async () => {
    fakeApi({
      '/order/detail': orderDetail(9, -2, {
        refunds: [
          refund(8, {
            type: 'return_refund',
            amount: '649.99',
            reason: 'damaged',
            status: 2,
            return_carrier: 'DHL Express',
            return_tracking_no: 'JD0146000099',
            timeline: [
              { kind: 'applied', actor: 'shopper', note: '', at: '2025-11-26T09:00:00.000Z' },
              { kind: 'approved', actor: 'operator', note: '', at: '2025-11-27T09:00:00.000Z' },
              { kind: 'returned', actor: 'shopper', note: '', at: '2025-11-28T09:00:00.000Z' },
            ],
          }),
          refund(7, {
            status: 4,
            reject_reason: 'The cable is in the side pocket',
            timeline: [
              { kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' },
              {
                kind: 'rejected',
                actor: 'operator',
                note: 'The cable is in the side pocket',
                at: '2025-11-25T09:00:00.000Z',
              },
            ],
          }),
        ],
      }),
    });
    renderAt('/orderInfo/9', ROUTES);
    expect(await screen.findByText('Refund in progress', { selector: '.order-banner__status' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Refund' })).toHaveLength(2);

    const newest = within(section(0));
    expect(newest.getByText('Goods sent back', { selector: '.order-refund__status' })).toBeTruthy();
    expect(newest.getByText('$649.99')).toBeTruthy();
    expect(newest.getByText('Refund and return')).toBeTruthy();
    expect(newest.getByText('Damaged or defective')).toBeTruthy();
    expect(newest.getByText(/DHL Express/)).toBeTruthy();
    expect(newest.getByText('JD0146000099')).toBeTruthy();
    expect([...section(0).querySelectorAll('.adm-step-title')].map((el) => el.textContent)).toEqual([
      'Goods sent back',
      'Request approved',
      'Refund requested',
    ]);
    expect(newest.queryByLabelText('Carrier')).toBeNull();

    const rejected = within(section(1));
    expect(rejected.getByText('Rejected')).toBeTruthy();
    expect(rejected.getByText('Refund only')).toBeTruthy();
    expect(rejected.getByText('Missing parts or accessories')).toBeTruthy();
    expect(rejected.getByText('Why it was rejected')).toBeTruthy();
    expect(rejected.getByText('The cable is in the side pocket')).toBeTruthy();
  });

  it("says who took each step: the platform for an operator's, the shop for a seller's (English and Thai)", async () => {
    fakeApi({
      '/order/detail': orderDetail(9, 3, {
        refunds: [
          refund(8, {
            status: 3,
            timeline: [
              { kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' },
              { kind: 'approved', actor: 'seller', note: '', at: '2025-11-25T09:00:00.000Z' },
              { kind: 'refunded', actor: 'operator', note: '25.00', at: '2025-11-26T09:00:00.000Z' },
            ],
          }),
        ],
      }),
    });
    // Read by class: the section's accessible name changes with the language.
    const actors = () =>
      [...document.querySelectorAll('.order-refund__steps .adm-step-description')].map(
        (el) => el.textContent?.split(' · ')[1],
      );
    renderAt('/orderInfo/9', ROUTES);
    await screen.findAllByRole('region', { name: 'Refund' });
    expect(actors()).toEqual(['by the platform', 'by the shop', 'by you']);
    try {
      await changeLanguage('tai');
      await loadAllNamespaces();
      await waitFor(() => expect(actors()).toEqual(['โดยแพลตฟอร์ม', 'โดยร้านค้า', 'โดยคุณ']));
    } finally {
      await changeLanguage('en');
    }
  });

  it('names each request by its reference, as the fund records do (RF…)', async () => {
    fakeApi({ '/order/detail': orderDetail(9, -3, { refunds: [refund(8, { reference: 'RF31415934', status: 3 })] }) });
    renderAt('/orderInfo/9', ROUTES);
    await screen.findAllByRole('region', { name: 'Refund' });
    expect(within(section(0)).getByText('Reference').nextElementSibling?.textContent).toBe('RF31415934');
  });

  it('shows no refund section for an order without requests', async () => {
    fakeApi({ '/order/detail': orderDetail(9, 2) });
    renderAt('/orderInfo/9', ROUTES);
    await screen.findByRole('heading', { name: 'Status history' });
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull();
  });

  it('takes the return shipment of an approved refund and return, then reads the order again', async () => {
    let status = 1;
    const api = fakeApi({
      '/order/detail': () => orderDetail(9, -2, { refunds: [refund(8, { type: 'return_refund', status })] }),
      '/refund/return': ({ body }: FakeRequest) => {
        status = 2;
        return { ...refund(8), ...(body as object), status };
      },
    });
    renderAt('/orderInfo/9', ROUTES);
    expect(await screen.findByText('Approved: send the goods back')).toBeTruthy();
    const form = within(section(0)).getByRole('group', { name: 'Send the goods back' });

    fireEvent.click(within(form).getByRole('button', { name: 'Save return shipment' }));
    expect(within(form).getByText('Please enter the carrier')).toBeTruthy();
    expect(toast.fail).toHaveBeenCalledWith('Please enter the carrier');
    expect(api.callsTo('/refund/return')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'DHL Express' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: ' JD0146000099 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save return shipment' }));
    await waitFor(() => expect(api.callsTo('/refund/return')).toHaveLength(1));
    expect(api.callsTo('/refund/return')[0]?.body).toEqual({
      id: 8,
      carrier: 'DHL Express',
      tracking_no: 'JD0146000099',
    });
    expect(toast.success).toHaveBeenCalledWith('Return shipment saved');
    expect(await screen.findByText('Goods sent back', { selector: '.order-refund__status' })).toBeTruthy();
    expect(api.callsTo('/order/detail')).toHaveLength(2);
    expect(screen.queryByLabelText('Carrier')).toBeNull();
  });
});

import type { VoucherDto } from '@shop/contract/promotion';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, refused, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { VouchersPage } from './vouchers-page.tsx';

const HOUR = 3_600_000;

const base = { shop_id: 9, percent_off: null, max_discount: null, used: 0, active: true, per_user_limit: 1 };

/** A public voucher that started an hour ago (at 42.123 s past a minute: the input shows minutes only). */
const welcome: VoucherDto = {
  ...base,
  id: 7,
  name: 'Welcome',
  code: null,
  kind: 'fixed',
  amount_off: '5.00',
  min_spend: '50.00',
  starts_at: new Date(Math.floor(Date.now() / 60_000) * 60_000 - HOUR + 42_123).toISOString(),
  ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
  total_limit: 200,
  used: 50,
  state: 'running',
};

const spring: VoucherDto = {
  ...base,
  id: 8,
  name: 'Spring',
  code: 'SPRING10',
  kind: 'percent',
  amount_off: null,
  percent_off: 10,
  max_discount: '4.00',
  min_spend: '0.00',
  starts_at: new Date(Date.now() + 24 * HOUR).toISOString(),
  ends_at: new Date(Date.now() + 48 * HOUR).toISOString(),
  total_limit: 100,
  per_user_limit: 2,
  state: 'upcoming',
};

const page = (list: VoucherDto[]) => ok({ list, total: list.length, page: 1, limit: 10 });

function show() {
  return renderRoutes([{ path: '/marketing/vouchers', element: <VouchersPage /> }], '/marketing/vouchers');
}

const drawer = () => screen.getByRole('dialog');
const input = (label: string | RegExp) => within(drawer()).getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('shop vouchers', { timeout: 30_000 }, () => {
  it('lists each voucher with its code or Public, its terms, how much is used and its state', async () => {
    fakeApi({ '/api/seller/vouchers': page([welcome, spring]) });
    show();
    expect(await screen.findByText('Welcome')).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Public')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('$5.00 off, min. spend $50.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('50 / 200')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Running')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('SPRING10')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('10% off up to $4.00')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Upcoming')).toBeTruthy();
  });

  it('creates a public voucher of an amount off with a minimum spend', async () => {
    const api = fakeApi({
      'GET /api/seller/vouchers': page([]),
      'POST /api/seller/voucher/save': ({ body }) => ok({ ...welcome, ...(body as object), id: 12 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Create voucher/ }));
    await screen.findByRole('dialog');
    fill('Name', ' Welcome ');
    fill('Amount', '5');
    fill('Minimum spend', '50.00');
    fill('Starts', '2030-04-01T10:00');
    fill('Ends', '2030-04-08T10:00');
    save();
    await waitFor(() => expect(api.callsTo('/api/seller/voucher/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/voucher/save')[0]?.body).toEqual({
      name: 'Welcome',
      code: null,
      kind: 'fixed',
      amount_off: '5',
      percent_off: null,
      max_discount: null,
      min_spend: '50.00',
      starts_at: new Date('2030-04-01T10:00').toISOString(),
      ends_at: new Date('2030-04-08T10:00').toISOString(),
      total_limit: 100,
      per_user_limit: 1,
      active: true,
    });
  });

  it('creates a voucher with a code, upper-cased, of a percent off with a maximum discount', async () => {
    const api = fakeApi({
      'GET /api/seller/vouchers': page([]),
      'POST /api/seller/voucher/save': ({ body }) => ok({ ...spring, ...(body as object), id: 13 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Create voucher/ }));
    await screen.findByRole('dialog');
    fill('Name', 'Spring');
    fireEvent.click(within(drawer()).getByLabelText('With a code'));
    await within(drawer()).findByLabelText('Code');
    fill('Code', 'spring10');
    expect(input('Code').value).toBe('SPRING10');
    fireEvent.click(within(drawer()).getByLabelText('Percent off'));
    await within(drawer()).findByLabelText('Percent (1–90)');
    fill('Percent (1–90)', '10');
    fill('Maximum discount (optional)', '4.00');
    save();
    await waitFor(() => expect(api.callsTo('/api/seller/voucher/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/voucher/save')[0]?.body).toMatchObject({
      name: 'Spring',
      code: 'SPRING10',
      kind: 'percent',
      percent_off: 10,
      max_discount: '4.00',
      amount_off: null,
      min_spend: '0',
    });
  });

  it('puts the server’s refusals on their fields: a code taken, a field the contract refused', async () => {
    const api = fakeApi({
      'GET /api/seller/vouchers': page([spring]),
      'POST /api/seller/voucher/save': refused('Your shop already has a voucher with this code', {
        error: 'VOUCHER_CODE_TAKEN',
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the voucher Spring' }));
    await screen.findByRole('dialog');
    expect(input('Code').value).toBe('SPRING10');
    save();
    expect(await within(drawer()).findByText('Your shop already has a voucher with this code')).toBeTruthy();
    expect(api.callsTo('/api/seller/voucher/save')[0]?.body).toMatchObject({ id: 8, code: 'SPRING10' });

    api.fetchMock.mockImplementation(async () =>
      Response.json(
        refused('Please check what you entered', { error: 'VALIDATION', fields: { ends_at: 'dateRangeInvalid' } }),
      ),
    );
    save();
    expect(await within(drawer()).findByText('The end must be after the start')).toBeTruthy();
  });

  it('locks what a started voucher promised, and saves its unchanged start to the second', async () => {
    const api = fakeApi({
      'GET /api/seller/vouchers': page([welcome]),
      'POST /api/seller/voucher/save': ({ body }) => ok({ ...welcome, ...(body as object) }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the voucher Welcome' }));
    await screen.findByRole('dialog');
    expect(within(drawer()).getByText(/This voucher has started/)).toBeTruthy();
    for (const label of ['With a code', 'Percent off', 'Amount', 'Minimum spend', 'Starts', 'Per shopper'])
      expect(input(label).disabled, label).toBe(true);
    for (const label of ['Name', 'Ends', 'Total quantity']) expect(input(label).disabled, label).toBe(false);
    expect((within(drawer()).getByRole('switch') as HTMLButtonElement).disabled).toBe(false);

    fill('Name', 'Welcome back');
    fill('Total quantity', '300');
    save();
    await waitFor(() => expect(api.callsTo('/api/seller/voucher/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/voucher/save')[0]?.body).toMatchObject({
      id: 7,
      name: 'Welcome back',
      total_limit: 300,
      starts_at: welcome.starts_at,
      amount_off: '5.00',
      min_spend: '50.00',
    });
  });

  it('ends a voucher only after asking', async () => {
    const api = fakeApi({
      'GET /api/seller/vouchers': page([welcome]),
      'POST /api/seller/voucher/end': ok({ ...welcome, active: false, state: 'ended' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'End the voucher Welcome' }));
    expect(await screen.findByText('End this voucher now?')).toBeTruthy();
    expect(screen.getByText('Shoppers can no longer use it. Orders that used it keep their discount.')).toBeTruthy();
    expect(api.callsTo('/api/seller/voucher/end')).toHaveLength(0);
    const popover = screen.getByText('End this voucher now?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(api.callsTo('/api/seller/voucher/end')).toHaveLength(1));
    expect(api.callsTo('/api/seller/voucher/end')[0]?.body).toEqual({ id: 7 });
  });

  it('reads in Japanese', async () => {
    fakeApi({ '/api/seller/vouchers': page([welcome]) });
    await switchLanguage('ri');
    show();
    expect(await screen.findByText('$50.00以上で$5.00引き')).toBeTruthy();
    expect(screen.getByRole('button', { name: /クーポンを作成/ })).toBeTruthy();
  });
});

import type { ProductEditDto } from '@shop/contract/console-catalogue';
import type { DealDto, DealItemDto } from '@shop/contract/promotion';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRow } from '../../test/fixtures.ts';
import { choose, fakeApi, fill, ok, refused, renderRoutes } from '../../test/render.tsx';
import { DealsPage } from './deals-page.tsx';

const DAY = 24 * 3_600_000;

const item = (id: number, spec: string, price: string, sold = 0): DealItemDto => ({
  id,
  sku_id: 300 + id,
  product_id: 31,
  title: 'Oolong tea',
  spec,
  image: { small: '/uploads/d/tea-s.webp', large: '/uploads/d/tea.webp' },
  normal_price: '12.00',
  compare_at_price: null,
  price,
  deal_stock: 20,
  sold,
  per_user_limit: 2,
});

const singles: DealDto = {
  id: 5,
  name: 'Singles day',
  campaign: { id: 4, name: '11.11 Sale' },
  starts_at: new Date(Date.now() + DAY).toISOString(),
  ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
  active: true,
  state: 'upcoming',
  items: [item(1, '100 g', '9.60'), item(2, '250 g', '9.00'), item(3, '500 g', '8.00'), item(4, '1 kg', '7.00')],
};

const week: DealDto = {
  ...singles,
  id: 6,
  name: 'Week of tea',
  campaign: null,
  starts_at: new Date(Date.now() - DAY).toISOString(),
  state: 'running',
  items: [item(5, '100 g', '9.60', 3)],
};

/** The product the picker finds: two SKUs, 100 g at $12.00 and 250 g at $25.00. */
const tea: ProductEditDto = {
  id: 31,
  shop_id: 9,
  shop_name: 'Tea House',
  code: 'TEA-01',
  category_id: 8,
  title: { en: 'Oolong tea' },
  description: { en: 'Rolled leaves' },
  images: ['/uploads/d/tea.webp'],
  specs: [{ name: { en: 'Weight' }, values: [{ en: '100 g' }, { en: '250 g' }] }],
  skus: [
    { id: 301, options: [0], price: '12.00', compare_at_price: null, stock: 40, sales: 0, weight_g: null },
    { id: 302, options: [1], price: '25.00', compare_at_price: null, stock: 9, sales: 0, weight_g: null },
  ],
  on_sale: true,
  weight_g: null,
  length_mm: null,
  width_mm: null,
  height_mm: null,
  hs_code: null,
  origin_country: null,
  listed: true,
  sales: 0,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const campaign = {
  id: 4,
  name: '11.11 Sale',
  starts_at: '2030-11-11T00:00:00.000Z',
  ends_at: '2030-11-12T00:00:00.000Z',
  joined: false,
};

const page = (list: DealDto[]) => ok({ list, total: list.length, page: 1, limit: 10 });

function api(save: Parameters<typeof fakeApi>[0][string] = ({ body }) => ok({ ...week, ...(body as object) })) {
  return fakeApi({
    'GET /api/seller/deals': page([]),
    '/api/seller/campaigns': ok({ list: [campaign] }),
    '/api/seller/products': ok({ list: [productRow], total: 1, page: 1, limit: 10 }),
    '/api/seller/product': ok(tea),
    'POST /api/seller/deal/save': save,
  });
}

function show() {
  return renderRoutes([{ path: '/marketing/deals', element: <DealsPage /> }], '/marketing/deals');
}

const drawer = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
const row = (name: string) => within(drawer()).getByRole('group', { name });
const type = (where: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(where).getByLabelText(label), { target: { value } });

/** Opens a new deal, names it, and puts the ticked SKUs of the tea on it. */
async function newDealWith(specs: string[]) {
  show();
  fireEvent.click(await screen.findByRole('button', { name: /Create deal/ }));
  await screen.findByRole('dialog');
  fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Tea week' } });
  await choose('Find a product', 'Oolong tea · TEA-01');
  for (const spec of specs) fireEvent.click(await within(drawer()).findByRole('checkbox', { name: new RegExp(spec) }));
  fireEvent.click(
    within(drawer()).getByRole('button', { name: `Add ${specs.length} SKU${specs.length > 1 ? 's' : ''}` }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('timed deals', { timeout: 30_000 }, () => {
  it('lists each deal with its campaign, its SKUs’ deal and normal prices and what sold, editable until it starts', async () => {
    fakeApi({ '/api/seller/deals': page([singles, week]) });
    show();
    expect(await screen.findByText('Singles day')).toBeTruthy();
    const upcoming = screen.getByText('Singles day').closest('tr');
    const running = screen.getByText('Week of tea').closest('tr');
    expect(within(upcoming as HTMLElement).getByText('11.11 Sale')).toBeTruthy();
    expect(within(upcoming as HTMLElement).getByText('$9.60')).toBeTruthy();
    expect(within(upcoming as HTMLElement).getAllByText('$12.00').length).toBeGreaterThan(0);
    expect(within(upcoming as HTMLElement).queryByText('1 kg')).toBeNull();
    fireEvent.click(within(upcoming as HTMLElement).getByRole('button', { name: 'and 1 more SKU' }));
    expect(within(upcoming as HTMLElement).getByText('1 kg')).toBeTruthy();
    expect(within(upcoming as HTMLElement).getByRole('button', { name: 'Show fewer' })).toBeTruthy();
    expect(within(upcoming as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(within(running as HTMLElement).getByText(/3 of 20 sold/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit the deal Singles day' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit the deal Week of tea' })).toBeNull();
  });

  it('builds its items from the SKUs picked of a product, each with its deal price, stock and limit', async () => {
    const calls = api();
    await newDealWith(['100 g', '250 g']);
    const small = row('Oolong tea · 100 g');
    expect(within(small).getByText('Price now $12.00')).toBeTruthy();
    type(small, 'Deal price', '9.60');
    type(small, 'Deal stock', '20');
    type(small, 'Per shopper', '2');
    const large = row('Oolong tea · 250 g');
    type(large, 'Deal price', '19.90');
    type(large, 'Deal stock', '5');
    fill('Starts', '2030-04-01T10:00');
    fill('Ends', '2030-04-04T10:00');
    save();
    await waitFor(() => expect(calls.callsTo('/api/seller/deal/save')).toHaveLength(1));
    expect(calls.callsTo('/api/seller/product')[0]?.query).toBe('id=31');
    expect(calls.callsTo('/api/seller/deal/save')[0]?.body).toEqual({
      name: 'Tea week',
      campaign_id: null,
      starts_at: new Date('2030-04-01T10:00').toISOString(),
      ends_at: new Date('2030-04-04T10:00').toISOString(),
      items: [
        { sku_id: 301, price: '9.60', deal_stock: 20, per_user_limit: 2 },
        { sku_id: 302, price: '19.90', deal_stock: 5, per_user_limit: null },
      ],
    });
  });

  it('refuses a deal price that is not below the price, and shows the server’s DEAL_PRICE_TOO_HIGH', async () => {
    const calls = api(() =>
      refused('The deal price of “Oolong tea” must be below its price of $9.00', { error: 'DEAL_PRICE_TOO_HIGH' }),
    );
    await newDealWith(['100 g']);
    const small = row('Oolong tea · 100 g');
    type(small, 'Deal price', '12.00');
    type(small, 'Deal stock', '20');
    save();
    expect(await within(small).findByText('Must be below the price of $12.00')).toBeTruthy();
    expect(calls.callsTo('/api/seller/deal/save')).toHaveLength(0);

    // The price changed since the row was added: only the server knows.
    type(small, 'Deal price', '9.50');
    save();
    expect(
      await within(drawer()).findByText('The deal price of “Oolong tea” must be below its price of $9.00'),
    ).toBeTruthy();
    expect(calls.callsTo('/api/seller/deal/save')).toHaveLength(1);
  });

  it('joins a campaign, showing its window, and sends the campaign instead of a window', async () => {
    const calls = api();
    await newDealWith(['250 g']);
    const large = row('Oolong tea · 250 g');
    type(large, 'Deal price', '19.90');
    type(large, 'Deal stock', '5');
    fireEvent.click(within(drawer()).getByLabelText('Join a platform campaign'));
    await within(drawer()).findByLabelText('Campaign');
    await choose('Campaign', '11.11 Sale');
    expect(await within(drawer()).findByText(/^Runs from .* to .*: the deal takes this window/)).toBeTruthy();
    expect(within(drawer()).queryByLabelText('Starts')).toBeNull();
    save();
    await waitFor(() => expect(calls.callsTo('/api/seller/deal/save')).toHaveLength(1));
    expect(calls.callsTo('/api/seller/deal/save')[0]?.body).toEqual({
      name: 'Tea week',
      campaign_id: 4,
      items: [{ sku_id: 302, price: '19.90', deal_stock: 5, per_user_limit: null }],
    });
  });

  it('asks for SKUs, and removes a row', async () => {
    const calls = api();
    await newDealWith(['100 g']);
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Remove Oolong tea · 100 g' }));
    save();
    expect(await within(drawer()).findByText('Add at least one SKU to the deal')).toBeTruthy();
    expect(calls.callsTo('/api/seller/deal/save')).toHaveLength(0);
  });

  it('ends a deal only after asking', async () => {
    const calls = fakeApi({
      '/api/seller/deals': page([week]),
      'POST /api/seller/deal/end': ok({ ...week, active: false, state: 'ended' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'End the deal Week of tea' }));
    expect(
      await screen.findByText('Its SKUs go back to their normal prices. Orders already placed keep theirs.'),
    ).toBeTruthy();
    expect(calls.callsTo('/api/seller/deal/end')).toHaveLength(0);
    const popover = screen.getByText('End this deal now?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(calls.callsTo('/api/seller/deal/end')).toHaveLength(1));
    expect(calls.callsTo('/api/seller/deal/end')[0]?.body).toEqual({ id: 6 });
  });
});

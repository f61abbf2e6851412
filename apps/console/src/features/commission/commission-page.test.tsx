import type { OperatorRole } from '@shop/contract/console-access';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shop } from '../../test/catalogue-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CommissionPage } from './commission-page.tsx';

const ownRate = {
  ...shop,
  id: 4,
  name: { en: 'Alder Pottery' },
  commission_rate: '0.08',
  commission_is_default: false,
};

function show(roles: OperatorRole[] = ['finance']) {
  const calls = fakeApi({
    '/api/console/shops': ok({ list: [shop, ownRate], total: 2, page: 1, limit: 10 }),
    '/api/console/commission': ok({ default_rate: '0.05' }),
    'POST /api/console/commission/save': ok(null, 'Save success'),
  });
  const router = createMemoryRouter([{ path: '/money/commission', element: <CommissionPage /> }], {
    initialEntries: ['/money/commission'],
  });
  renderWithProviders(<RouterProvider router={router} />, { roles });
  return calls;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('commission page', { timeout: 30_000 }, () => {
  it("lists every shop with the rate it pays; finance sets one shop's rate as a decimal", async () => {
    const { callsTo } = show();
    expect(await screen.findByText('Blue Harbor')).toBeTruthy();
    expect(within(rowOf('Blue Harbor')).getByText('(default)')).toBeTruthy();
    expect(within(rowOf('Alder Pottery')).getByText('8%')).toBeTruthy();
    // The shops are read-only here: no link to the shop editor for finance.
    expect(screen.queryByRole('link', { name: 'Blue Harbor' })).toBeNull();

    const box = screen.getByLabelText('Commission rate of Blue Harbor');
    fireEvent.change(box, { target: { value: '7.5' } });
    fireEvent.click(within(rowOf('Blue Harbor')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/console/commission/save')).toHaveLength(1));
    expect(callsTo('/api/console/commission/save')[0]?.body).toEqual({ shop_id: 3, rate: '0.075' });
  });

  it('puts a shop with a rate of its own back on the default, and sets the default itself', async () => {
    const { callsTo } = show();
    await screen.findByText('Alder Pottery');
    expect(within(rowOf('Blue Harbor')).queryByRole('button', { name: "Use the platform's default" })).toBeNull();
    fireEvent.click(within(rowOf('Alder Pottery')).getByRole('button', { name: "Use the platform's default" }));
    await waitFor(() => expect(callsTo('/api/console/commission/save')).toHaveLength(1));
    expect(callsTo('/api/console/commission/save')[0]?.body).toEqual({ shop_id: 4, rate: null });

    fireEvent.change(await screen.findByLabelText('Default rate'), { target: { value: '6' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(callsTo('/api/console/commission/save')).toHaveLength(2));
    expect(callsTo('/api/console/commission/save')[1]?.body).toEqual({ rate: '0.06' });
  });

  it('shows the rates read-only, with a link to the shop, to a catalogue operator', async () => {
    show(['catalogue']);
    expect(await screen.findByRole('link', { name: 'Blue Harbor' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

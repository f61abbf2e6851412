import type { OperatorRole } from '@shop/contract/console-access';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shop } from '../../test/catalogue-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ShopEditPage } from './shop-edit-page.tsx';
import { ShopsPage } from './shops-page.tsx';

function show(path: string, roles: OperatorRole[] = ['admin']) {
  const router = createMemoryRouter(
    [
      { path: '/catalogue/shops', element: <ShopsPage /> },
      { path: '/catalogue/shops/new', element: <ShopEditPage /> },
      { path: '/catalogue/shops/:id', element: <ShopEditPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { roles });
  return router;
}

function api() {
  return fakeApi({
    '/api/console/shop': ok(shop),
    '/api/console/shops': ok({ list: [shop], total: 1, page: 1, limit: 10 }),
    '/api/console/commission': ok({ default_rate: '0.05' }),
    'POST /api/console/shop/save': ({ body }) => ok({ ...shop, active: (body as { active: boolean }).active }),
    'POST /api/console/commission/save': ok(null, 'Save success'),
  });
}

const activeSwitch = () => screen.getByRole('switch', { name: 'Active' });
/** The shop form's own Save (the commission card has another). */
const saveShop = () =>
  fireEvent.click(within(document.getElementById('shop') as HTMLElement).getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shop editor', { timeout: 30_000 }, () => {
  it('asks before deactivating a live shop, says what happens to its products, and saves it inactive', async () => {
    const calls = api();
    show('/catalogue/shops/3');

    await waitFor(() => expect(activeSwitch().getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(activeSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this shop?' });
    expect(within(dialog).getByText(/its products leave every listing, search and checkout/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep active' }));

    fireEvent.click(activeSwitch());
    // happy-dom ends no CSS transition: the first dialog stays in the page, hidden; the new one is the last.
    await waitFor(() => expect(screen.getAllByRole('dialog', { name: 'Deactivate this shop?' })).toHaveLength(2));
    // The second question is the positive signal that "Keep active" has been handled: the shop is still live.
    expect(activeSwitch().getAttribute('aria-checked')).toBe('true');
    const second = screen.getAllByRole('dialog', { name: 'Deactivate this shop?' }).at(-1) as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(activeSwitch().getAttribute('aria-checked')).toBe('false'));
    saveShop();

    await waitFor(() => expect(calls.callsTo('/api/console/shop/save')).toHaveLength(1));
    expect(calls.callsTo('/api/console/shop/save')[0]?.body).toEqual({
      id: 3,
      name: { en: 'Blue Harbor', 'zh-CN': '蓝色港湾' },
      description: { en: 'Linen and cotton.' },
      logo: shop.logo,
      banner: shop.banner,
      active: false,
      return_address: null,
    });
    expect(await screen.findByText('Shop saved')).toBeTruthy();
  });

  it('saves a shop whose description nobody has written: it stays empty', async () => {
    const calls = fakeApi({
      '/api/console/shop': ok({ ...shop, description: { en: '' } }),
      '/api/console/commission': ok({ default_rate: '0.05' }),
      'POST /api/console/shop/save': ({ body }) => ok({ ...shop, ...(body as object) }),
    });
    show('/catalogue/shops/3');
    await waitFor(() => expect(activeSwitch().getAttribute('aria-checked')).toBe('true'));
    saveShop();
    await waitFor(() => expect(calls.callsTo('/api/console/shop/save')).toHaveLength(1));
    expect(calls.callsTo('/api/console/shop/save')[0]?.body).toMatchObject({ description: { en: '' } });
  });

  it('sends a return address of its own, checked with the contract first', async () => {
    const calls = api();
    show('/catalogue/shops/3');

    fireEvent.click(await screen.findByLabelText("The shop's own address"));
    await screen.findByLabelText('Addressee');
    saveShop();
    expect(await screen.findByText('Please enter the addressee')).toBeTruthy();
    expect(screen.getByText('Please enter a correct mobile phone number')).toBeTruthy();
    expect(calls.callsTo('/api/console/shop/save')).toHaveLength(0);

    for (const [label, value] of [
      ['Addressee', 'Returns desk'],
      ['Mobile', '+1 555 0100'],
      ['Area', 'CA, Los Angeles'],
      ['Street address', '1 Harbor Way'],
    ]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    const country = within(screen.getByLabelText('Country or region').closest('.ant-select') as HTMLElement).getByRole(
      'combobox',
    );
    fireEvent.mouseDown(country);
    // The list is long and virtual: narrow it the way an operator would.
    fireEvent.change(country, { target: { value: 'United St' } });
    fireEvent.click(await screen.findByText('United States (US)', { selector: '.ant-select-item-option-content' }));
    saveShop();

    await waitFor(() => expect(calls.callsTo('/api/console/shop/save')).toHaveLength(1));
    expect((calls.callsTo('/api/console/shop/save')[0]?.body as { return_address: unknown }).return_address).toEqual({
      addressee: 'Returns desk',
      mobile: '+1 555 0100',
      country: 'US',
      area: 'CA, Los Angeles',
      detail: '1 Harbor Way',
    });
  });

  it('shows the commission read-only to an operator without the commission permission', async () => {
    const calls = api();
    show('/catalogue/shops/3', ['catalogue']);

    const card = (await screen.findByText('Commission', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('5%')).toBeTruthy();
    expect(within(card).getByText('(default)')).toBeTruthy();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.callsTo('/api/console/commission')).toHaveLength(0);
  });

  it("lets finance set the shop's rate, typed as a percent and posted as the API's decimal", async () => {
    const calls = api();
    show('/catalogue/shops/3', ['catalogue', 'finance']);

    const rate = (await screen.findByLabelText('Rate')) as HTMLInputElement;
    expect(rate.value).toBe('5');
    fireEvent.change(rate, { target: { value: '7.5' } });
    const card = rate.closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.callsTo('/api/console/commission/save')).toHaveLength(1));
    expect(calls.callsTo('/api/console/commission/save')[0]?.body).toEqual({ shop_id: 3, rate: '0.075' });
    expect(await screen.findByText('Commission rate saved')).toBeTruthy();

    fireEvent.change(rate, { target: { value: '120' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a percent from 0 to 100 with at most 2 decimals')).toBeTruthy();
    expect(calls.callsTo('/api/console/commission/save')).toHaveLength(1);
  });

  it("offers finance the platform's default rate above the shops, and nobody else", async () => {
    const calls = api();
    show('/catalogue/shops', ['catalogue']);
    await screen.findByText('Blue Harbor');
    expect(screen.getByText('(default)')).toBeTruthy();
    expect(screen.queryByText('Platform default commission')).toBeNull();
    expect(calls.callsTo('/api/console/commission')).toHaveLength(0);

    cleanup();
    const financeCalls = api();
    show('/catalogue/shops', ['catalogue', 'finance']);
    const rate = (await screen.findByLabelText('Default rate')) as HTMLInputElement;
    await waitFor(() => expect(rate.value).toBe('5'));
    fireEvent.change(rate, { target: { value: '4' } });
    fireEvent.click(within(rate.closest('.ant-card') as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(financeCalls.callsTo('/api/console/commission/save')).toHaveLength(1));
    expect(financeCalls.callsTo('/api/console/commission/save')[0]?.body).toEqual({ rate: '0.04' });
  });
});

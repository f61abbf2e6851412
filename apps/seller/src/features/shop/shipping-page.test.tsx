import type { SellerFreightDto } from '@shop/contract/freight';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, refused, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { ShippingPage } from './shipping-page.tsx';

const platformDefault: SellerFreightDto = {
  mode: 'flat',
  fee: '4.99',
  free_above: '49.00',
  first_weight_g: null,
  step_weight_g: null,
  step_fee: null,
  version: 0,
  own: false,
};

const show = () => renderRoutes([{ path: '/shop/shipping', element: <ShippingPage /> }], '/shop/shipping');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('shipping settings', { timeout: 30_000 }, () => {
  it('starts from the platform default and saves a rule by weight against the version read', async () => {
    const api = fakeApi({
      'GET /api/seller/freight': ok(platformDefault),
      'POST /api/seller/freight/save': ({ body }) =>
        ok({ ...platformDefault, ...(body as object), own: true, version: 1 }),
    });
    show();
    expect(await screen.findByText(/uses the platform's default shipping rule/)).toBeTruthy();
    expect((screen.getByLabelText('Fee per order') as HTMLInputElement).value).toBe('4.99');
    fireEvent.click(screen.getByText('By weight'));
    await screen.findByLabelText('First weight');
    fill('First weight fee', '8');
    fill('First weight', '1000');
    fill('Then per step of', '500');
    fill('Fee per started step', '3.00');
    save();
    await waitFor(() => expect(api.callsTo('/api/seller/freight/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/freight/save')[0]?.body).toEqual({
      mode: 'weight',
      fee: '8',
      free_above: '49.00',
      first_weight_g: 1000,
      step_weight_g: 500,
      step_fee: '3.00',
      version: 0,
    });
  });

  it('says a weight rule needs its weights', async () => {
    const api = fakeApi({ 'GET /api/seller/freight': ok(platformDefault) });
    show();
    fireEvent.click(await screen.findByText('By weight'));
    await screen.findByLabelText('First weight');
    save();
    expect((await screen.findAllByText('Please enter the weight in whole grams (1 to 1,000,000)')).length).toBe(2);
    expect(api.callsTo('/api/seller/freight/save')).toHaveLength(0);
  });

  it('shows the refusal when the platform changed the rule meanwhile, and loads the rule again', async () => {
    let reads = 0;
    const api = fakeApi({
      'GET /api/seller/freight': () => {
        reads += 1;
        return ok(reads === 1 ? platformDefault : { ...platformDefault, fee: '9.00', own: true, version: 3 });
      },
      'POST /api/seller/freight/save': refused('The shipping rule was changed meanwhile', {
        error: 'FREIGHT_RULE_STALE',
      }),
    });
    show();
    await screen.findByLabelText('Fee per order');
    fill('Fee per order', '1.00');
    save();
    expect(await screen.findByText('The shipping rule was changed meanwhile')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Fee per order') as HTMLInputElement).value).toBe('9.00'));
    expect(api.callsTo('/api/seller/freight')).toHaveLength(2);
  });

  it('reads in Japanese', async () => {
    fakeApi({ 'GET /api/seller/freight': ok({ ...platformDefault, own: true, version: 2 }) });
    await switchLanguage('ri');
    show();
    expect(await screen.findByText('送料設定')).toBeTruthy();
    expect(screen.getByText('重量別')).toBeTruthy();
  });
});

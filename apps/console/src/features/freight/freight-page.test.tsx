import type { FreightRuleDto } from '@shop/contract/console-orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders, stubApi, switchLanguage } from '../../test/render.tsx';
import { FreightPage } from './freight-page.tsx';

const flatDefault: FreightRuleDto = {
  id: 1,
  shop_id: null,
  shop_name: null,
  mode: 'flat',
  fee: '4.99',
  free_above: '49.00',
  first_weight_g: null,
  step_weight_g: null,
  step_fee: null,
  version: 3,
};
const teaByWeight: FreightRuleDto = {
  id: 2,
  shop_id: 7,
  shop_name: 'Tea House',
  mode: 'weight',
  fee: '8.00',
  free_above: null,
  first_weight_g: 1000,
  step_weight_g: 500,
  step_fee: '3.00',
  version: 5,
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const bodiesTo = (api: ReturnType<typeof stubApi>, path: string) =>
  api.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('freight rules', { timeout: 30_000 }, () => {
  it('lists a shop rule by weight and saves the default rule by weight', async () => {
    const api = stubApi((url, body) =>
      url.endsWith('/freight/save')
        ? ok({ ...flatDefault, ...(body as object), version: 4 })
        : ok({ list: [flatDefault, teaByWeight] }),
    );
    renderWithProviders(<FreightPage />);
    expect(await screen.findByText('By weight: first 1000 g, then $3.00 per 500 g')).toBeTruthy();
    const card = screen.getByText('Default rule').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByText('By weight'));
    await within(card).findByLabelText('First weight');
    fireEvent.change(within(card).getByLabelText('First weight'), { target: { value: '2000' } });
    fireEvent.change(within(card).getByLabelText('Then per step of'), { target: { value: '1000' } });
    fireEvent.change(within(card).getByLabelText('Fee per started step'), { target: { value: '2.50' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesTo(api, '/api/console/freight/save')).toHaveLength(1));
    expect(bodiesTo(api, '/api/console/freight/save')[0]).toEqual({
      shop_id: null,
      mode: 'weight',
      fee: '4.99',
      free_above: '49.00',
      first_weight_g: 2000,
      step_weight_g: 1000,
      step_fee: '2.50',
    });
  });

  it('reads in Chinese', async () => {
    stubApi(() => ok({ list: [flatDefault, teaByWeight] }));
    await switchLanguage('zh-CN');
    renderWithProviders(<FreightPage />);
    expect(await screen.findByText(/^按重量：首重 1000 克，续重每 500 克 .*3\.00$/)).toBeTruthy();
  });
});

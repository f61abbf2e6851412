import type { CampaignDto } from '@shop/contract/promotion';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { CampaignsPage } from './campaigns-page.tsx';

const summerSale: CampaignDto = {
  id: 3,
  name: { en: 'Summer sale', 'zh-CN': '夏日大促' },
  starts_at: new Date(2026, 5, 1, 10, 0).toISOString(),
  ends_at: new Date(2026, 5, 8, 22, 0).toISOString(),
  active: true,
  state: 'running',
  shops: 4,
  items: 17,
};
const singlesDay: CampaignDto = {
  ...summerSale,
  id: 2,
  name: { en: 'Singles day' },
  starts_at: new Date(2026, 10, 11, 0, 0).toISOString(),
  ends_at: new Date(2026, 10, 12, 0, 0).toISOString(),
  state: 'upcoming',
  shops: 0,
  items: 0,
};
const springSale: CampaignDto = { ...summerSale, id: 1, name: { en: 'Spring sale' }, active: false, state: 'ended' };

function api() {
  return fakeApi({
    '/api/console/campaigns': ok({ list: [summerSale, singlesDay, springSale], total: 3, page: 1, limit: 10 }),
    'POST /api/console/campaign/save': ok(summerSale, 'Save success'),
  });
}

function show(url = '/catalogue/campaigns') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <CampaignsPage />
    </MemoryRouter>,
  );
}

const rows = () =>
  waitFor(() => {
    const found = screen.getAllByRole('row').slice(1);
    expect(found).toHaveLength(3);
    return found as HTMLElement[];
  });
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
const saves = (calls: ReturnType<typeof api>) => calls.callsTo('/api/console/campaign/save');

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('campaigns', { timeout: 30_000 }, () => {
  it('lists each campaign with its window, its state, the shops and SKUs that joined, and whether it is on', async () => {
    const calls = api();
    show('/catalogue/campaigns?page=2&limit=20');

    const [summer, singles, spring] = await rows();
    expect(calls.callsTo('/api/console/campaigns')[0]?.query).toBe('page=2&limit=20');
    expect(within(summer!).getByText('Summer sale')).toBeTruthy();
    expect(within(summer!).getByText('Running')).toBeTruthy();
    expect(within(summer!).getByText('4')).toBeTruthy();
    expect(within(summer!).getByText('17')).toBeTruthy();
    expect(within(summer!).getByText(/^from /)).toBeTruthy();
    expect(within(summer!).getByText('On')).toBeTruthy();
    expect(within(singles!).getByText('Upcoming')).toBeTruthy();
    expect(within(singles!).getByText('4 untranslated')).toBeTruthy();
    expect(within(spring!).getByText('Ended')).toBeTruthy();
    expect(within(spring!).getByText('Off')).toBeTruthy();
    expect(screen.getByText(/Sellers join a campaign in the seller center/)).toBeTruthy();

    cleanup();
    await switchLanguage('zh-CN');
    show();
    const [summerInChinese, singlesInChinese] = await rows();
    expect(within(summerInChinese!).getByText('夏日大促')).toBeTruthy();
    expect(within(summerInChinese!).getByText('进行中')).toBeTruthy();
    // No Chinese name: the English one.
    expect(within(singlesInChinese!).getByText('Singles day')).toBeTruthy();
    expect(within(singlesInChinese!).getByText('未开始')).toBeTruthy();
  });

  it('creates a campaign with its names and window, refusing an end before the start', async () => {
    const calls = api();
    show();
    await rows();

    fireEvent.click(screen.getByRole('button', { name: /New campaign/ }));
    save();
    expect(
      await within(dialog()).findByText('Please enter the English text (the other languages fall back to it)'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Choose when the campaign starts')).toBeTruthy();
    expect(within(dialog()).getByText('Choose when the campaign ends')).toBeTruthy();

    type('English', ' Black Friday ');
    type('简体中文', '黑色星期五');
    type('Starts', '2026-11-27T00:00');
    type('Ends', '2026-11-26T23:59');
    save();
    expect(await within(dialog()).findByText('The end must be after the start')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    type('Ends', '2026-11-30T23:59');
    save();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      name: { en: 'Black Friday', 'zh-CN': '黑色星期五' },
      starts_at: new Date(2026, 10, 27, 0, 0).toISOString(),
      ends_at: new Date(2026, 10, 30, 23, 59).toISOString(),
      active: true,
    });
    // The list is asked again, with the new campaign in it.
    await waitFor(() => expect(calls.callsTo('/api/console/campaigns')).toHaveLength(2));
  });

  it('edits a campaign that shops joined, saying their deals follow it, and turns it off', async () => {
    const calls = api();
    show();
    const [summer] = await rows();

    fireEvent.click(within(summer!).getByRole('button', { name: 'Edit Summer sale' }));
    expect(
      await within(dialog()).findByText(
        '4 shops joined with 17 SKUs on deal: their deals take this window, and stop if the campaign is turned off.',
      ),
    ).toBeTruthy();
    expect((within(dialog()).getByLabelText('Starts') as HTMLInputElement).value).toBe('2026-06-01T10:00');
    fireEvent.click(within(dialog()).getByRole('switch'));
    save();

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      id: 3,
      name: { en: 'Summer sale', 'zh-CN': '夏日大促' },
      starts_at: summerSale.starts_at,
      ends_at: summerSale.ends_at,
      active: false,
    });
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner, categories } from '../../test/catalogue-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BannerModal } from './banner-modal.tsx';
import { BannersPage } from './banners-page.tsx';

function api() {
  return fakeApi({
    '/api/console/categories': ok({ list: categories }),
    '/api/console/banners': ok({
      list: [
        banner,
        { ...banner, id: 6, category_id: null, discounted_only: true, link_type: 'discounted', link_value: null },
        {
          ...banner,
          id: 9,
          category_id: null,
          link_type: 'search',
          link_value: 'linen',
          starts_at: '2026-06-01T08:00:00.000Z',
          ends_at: null,
          state: 'scheduled',
        },
      ],
    }),
    '/api/console/shop_options': ok({ list: [{ id: 3, name: 'Blue Harbor' }] }),
    'POST /api/console/banner/save': ok(banner, 'Save success'),
  });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sentBody = (calls: ReturnType<typeof api>) => calls.callsTo('/api/console/banner/save').at(-1)?.body;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('banners', { timeout: 30_000 }, () => {
  it('shows where each banner leads and when it shows: a category by name, the discounted products, a search', async () => {
    api();
    renderWithProviders(<BannersPage />);

    const rows = await waitFor(() => {
      const found = screen.getAllByRole('row').slice(1);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(within(rows[2] as HTMLElement).getByText('Search: “linen”')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/no end/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Always')).toBeTruthy();
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText('Category: Clothing')).toBeTruthy());
    expect(within(rows[1] as HTMLElement).getByText('Discounted products')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Summer linen')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Light and cool')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Live')).toBeTruthy();
  });

  it('leads to the discounted products or to a category, never both', async () => {
    const calls = api();
    const onClose = vi.fn();
    renderWithProviders(<BannerModal banner={banner} onClose={onClose} />);

    expect(await screen.findByLabelText('Category')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Discounted products'));
    await waitFor(() => expect(screen.queryByLabelText('Category')).toBeNull());
    expect(screen.getByText('Opens every product with a compare-at price.')).toBeTruthy();
    save();
    await waitFor(() => expect(calls.callsTo('/api/console/banner/save')).toHaveLength(1));
    expect(sentBody(calls)).toEqual({
      id: 5,
      title: { en: 'Summer linen', 'zh-CN': '夏日亚麻' },
      subtitle: { en: 'Light and cool' },
      image: banner.image,
      category_id: null,
      discounted_only: true,
      link_type: 'discounted',
      link_value: null,
      starts_at: null,
      ends_at: null,
      sort: 1,
      active: true,
    });

    fireEvent.click(screen.getByLabelText('A category'));
    const select = await screen.findByLabelText('Category');
    fireEvent.mouseDown(within(select.closest('.ant-select') as HTMLElement).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('Home', { selector: '.ant-select-item-option-content' })).at(-1) as HTMLElement,
    );
    save();
    await waitFor(() => expect(calls.callsTo('/api/console/banner/save')).toHaveLength(2));
    expect(sentBody(calls)).toMatchObject({
      category_id: 8,
      discounted_only: false,
      link_type: 'category',
      link_value: '8',
    });
  });

  it('leads to a search or an https address, with a schedule whose end must follow its start', async () => {
    const calls = api();
    renderWithProviders(<BannerModal banner={banner} onClose={vi.fn()} />);

    fireEvent.click(await screen.findByLabelText('A web address'));
    fireEvent.change(await screen.findByLabelText('Web address'), { target: { value: 'http://example.com' } });
    save();
    expect(await screen.findByText('Enter a full https:// address')).toBeTruthy();
    expect(calls.callsTo('/api/console/banner/save')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('A search'));
    fireEvent.change(await screen.findByLabelText('Search words'), { target: { value: ' linen ' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-06-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-06-01T09:00' } });
    save();
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(calls.callsTo('/api/console/banner/save')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-06-30T23:59' } });
    save();
    await waitFor(() => expect(calls.callsTo('/api/console/banner/save')).toHaveLength(1));
    expect(sentBody(calls)).toMatchObject({
      category_id: null,
      discounted_only: false,
      link_type: 'search',
      link_value: 'linen',
      starts_at: new Date(2026, 5, 1, 10, 0).toISOString(),
      ends_at: new Date(2026, 5, 30, 23, 59).toISOString(),
    });
  });

  it('asks for a category when a new banner leads to one, and for its English title and picture', async () => {
    const calls = api();
    renderWithProviders(<BannerModal onClose={vi.fn()} />);

    save();
    expect(await screen.findByText('Please choose a category')).toBeTruthy();
    expect(screen.getAllByText('Please enter the English text (the other languages fall back to it)')).toHaveLength(2);
    expect(screen.getByText('Please upload a picture')).toBeTruthy();
    expect(calls.callsTo('/api/console/banner/save')).toHaveLength(0);
  });
});

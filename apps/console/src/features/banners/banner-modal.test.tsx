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
    '/api/console/banners': ok({ list: [banner, { ...banner, id: 6, category_id: null, discounted_only: true }] }),
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
  it('shows where each banner leads: a category by name, or the discounted products', async () => {
    api();
    renderWithProviders(<BannersPage />);

    const rows = await waitFor(() => {
      const found = screen.getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    });
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText('Category: Clothing')).toBeTruthy());
    expect(within(rows[1] as HTMLElement).getByText('Discounted products')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Summer linen')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Light and cool')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Shown')).toBeTruthy();
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
    expect(sentBody(calls)).toMatchObject({ category_id: 8, discounted_only: false });
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

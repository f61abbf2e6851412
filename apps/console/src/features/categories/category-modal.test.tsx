import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, UPLOADED } from '../../test/catalogue-fixtures.ts';
import { fakeApi, ok, refused } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { CategoryModal } from './category-modal.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ??
  '';
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('categories', { timeout: 30_000 }, () => {
  it('lists the categories in the language on screen, marking the ones not translated', async () => {
    fakeApi({ '/api/console/categories': ok({ list: categories }) });
    renderWithProviders(<CategoriesPage />);

    await screen.findByText('Clothing');
    const home = within(screen.getByText('Home').closest('tr') as HTMLElement);
    expect(home.getByText('4 untranslated')).toBeTruthy();
    expect(home.getByLabelText('Not translated into 简体中文, 日本語, 한국어, ไทย')).toBeTruthy();
    expect(within(screen.getByText('Clothing').closest('tr') as HTMLElement).queryByText(/untranslated/)).toBeNull();
    expect(within(screen.getByText('Clothing').closest('tr') as HTMLElement).getByText('12')).toBeTruthy();

    cleanup();
    await switchLanguage('zh-CN');
    renderWithProviders(<CategoriesPage />);
    expect(await screen.findByText('服装')).toBeTruthy();
    // No Chinese name: the English one, marked.
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getByText('4 种语言未翻译')).toBeTruthy();
  });

  it('refuses a category without an English name or an icon, and sends nothing', async () => {
    const api = fakeApi({});
    renderWithProviders(<CategoryModal onClose={vi.fn()} />);

    type('简体中文', '鞋');
    save();

    await waitFor(() =>
      expect(errorOf('English')).toBe('Please enter the English text (the other languages fall back to it)'),
    );
    expect(screen.getByText('Please upload a picture')).toBeTruthy();
    // The parent picker reads the categories; nothing is saved.
    expect(api.callsTo('/api/console/category/save')).toHaveLength(0);
  });

  it('uploads the icon and posts the name in the languages written, the icon and the sort', async () => {
    const api = fakeApi({
      '/api/console/upload': ok({ url: UPLOADED }),
      '/api/console/category/save': ok({ ...categories[1], id: 9 }, 'Save success'),
    });
    const onClose = vi.fn();
    renderWithProviders(<CategoryModal onClose={onClose} />);

    type('English', ' Shoes ');
    type('简体中文', '鞋');
    const file = new File(['x'], 'shoes.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo('/api/console/upload')).toHaveLength(1));
    type('Sort', '3');
    await screen.findByAltText('Picture 1');
    save();

    await waitFor(() => expect(api.callsTo('/api/console/category/save')).toHaveLength(1));
    expect(api.callsTo('/api/console/category/save')[0]?.body).toEqual({
      name: { en: 'Shoes', 'zh-CN': '鞋' },
      icon: UPLOADED,
      sort: 3,
      parent_id: null,
      hidden: false,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits a category with its id, and puts a refusal naming a field on that field', async () => {
    const api = fakeApi({
      '/api/console/category/save': refused('Please upload the picture again', {
        error: 'VALIDATION',
        fields: { 'name.ri': 'tooLong' },
      }),
    });
    const onClose = vi.fn();
    renderWithProviders(<CategoryModal category={categories[0]} onClose={onClose} />);

    expect((screen.getByLabelText('English') as HTMLInputElement).value).toBe('Clothing');
    save();

    await waitFor(() => expect(errorOf('日本語')).toBe('This text is too long'));
    expect(api.callsTo('/api/console/category/save')[0]?.body).toEqual({
      id: 7,
      name: { en: 'Clothing', 'zh-CN': '服装', ri: '服', han: '의류', tai: 'เสื้อผ้า' },
      icon: '/uploads/categories/clothing-192.webp',
      sort: 1,
      parent_id: null,
      hidden: false,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  const tree = [
    categories[0]!,
    { ...categories[1]!, child_count: 2 },
    { ...categories[0]!, id: 11, slug: 'sofas', name: { en: 'Sofas' }, parent_id: 8, product_count: 3 },
    { ...categories[0]!, id: 12, slug: 'lamps', name: { en: 'Lamps' }, parent_id: 8, product_count: 0, hidden: true },
    { ...categories[0]!, id: 13, slug: 'kites', name: { en: 'Kites' }, product_count: 0 },
  ];

  it('shows the tree: subcategories under their parent, hidden ones marked, delete only for empty ones', async () => {
    fakeApi({ '/api/console/categories': ok({ list: tree }) });
    renderWithProviders(<CategoriesPage />);

    const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);
    // Sort 2, no products, two subcategories.
    expect((await rowOf('Home')).getAllByText('2')).toHaveLength(2);
    expect((await rowOf('Lamps')).getByText('Hidden')).toBeTruthy();
    expect((await rowOf('Sofas')).queryByText('Hidden')).toBeNull();
    expect(((await rowOf('Sofas')).getByRole('button', { name: 'Delete Sofas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(((await rowOf('Home')).getByRole('button', { name: 'Delete Home' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(((await rowOf('Lamps')).getByRole('button', { name: 'Delete Lamps' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // Only a top-level category without products takes subcategories.
    expect((await rowOf('Home')).getByRole('button', { name: 'Add a subcategory to Home' })).toBeTruthy();
    expect((await rowOf('Clothing')).queryByRole('button', { name: /Add a subcategory/ })).toBeNull();
    expect((await rowOf('Lamps')).queryByRole('button', { name: /Add a subcategory/ })).toBeNull();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.findIndex((text) => text?.includes('Sofas'))).toBeGreaterThan(
      rows.findIndex((text) => text?.includes('Home')),
    );
  });

  it('deletes an empty category after a confirmation, and shows the server’s reason for a refusal', async () => {
    const api = fakeApi({
      '/api/console/categories': ok({ list: tree }),
      '/api/console/category/delete': refused('A banner opens this category: change or delete the banner first', {
        error: 'CATEGORY_IN_USE',
      }),
    });
    renderWithProviders(<CategoriesPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kites' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    await waitFor(() => expect(api.callsTo('/api/console/category/delete')).toHaveLength(1));
    expect(api.callsTo('/api/console/category/delete')[0]?.body).toEqual({ id: 13 });
    expect(await screen.findByText('A banner opens this category: change or delete the banner first')).toBeTruthy();
  });

  it('adds a subcategory under the parent it was opened from, and hides a category from shoppers', async () => {
    const api = fakeApi({
      '/api/console/categories': ok({ list: tree }),
      '/api/console/upload': ok({ url: UPLOADED }),
      '/api/console/category/save': ok({ ...categories[1], id: 20, parent_id: 8 }, 'Save success'),
    });
    renderWithProviders(<CategoryModal parentId={8} onClose={vi.fn()} />);

    type('English', 'Rugs');
    const file = new File(['x'], 'rugs.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    await screen.findByAltText('Picture 1');
    fireEvent.click(screen.getByRole('switch', { name: 'Shown to shoppers' }));
    save();

    await waitFor(() => expect(api.callsTo('/api/console/category/save')).toHaveLength(1));
    expect(api.callsTo('/api/console/category/save')[0]?.body).toMatchObject({
      name: { en: 'Rugs' },
      parent_id: 8,
      hidden: true,
    });
  });
});

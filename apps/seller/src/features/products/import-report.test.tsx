import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithProviders } from '../../test/render.tsx';
import { ImportButton } from './product-csv.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('importing the product CSV', { timeout: 20_000 }, () => {
  it('sends the file and reports what was created, updated, and every bad row with its line and reason', async () => {
    const api = fakeApi({
      '/api/seller/products/import': ok({
        created: 2,
        updated: 5,
        errors: [
          { row: 4, message: 'Price must be above 0' },
          { row: 9, message: 'Unknown category 77' },
        ],
      }),
    });
    renderWithProviders(<ImportButton />);

    fireEvent.click(screen.getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['code,category_id\n'], 'products.csv', { type: 'text/csv' })] },
    });

    await waitFor(() => expect(api.callsTo('/api/seller/products/import', 'POST')).toHaveLength(1));
    const sent = api.callsTo('/api/seller/products/import')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('products.csv');

    expect(await within(dialog).findByText('Created')).toBeTruthy();
    const figures = [...dialog.querySelectorAll('.ant-statistic')].map((el) => el.textContent);
    expect(figures).toEqual(['Created2', 'Updated5', 'Bad rows2']);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['4', 'Price must be above 0'],
      ['9', 'Unknown category 77'],
    ]);
    expect(within(dialog).getByText(/were not saved/)).toBeTruthy();
  });

  it('says so when every row was imported', async () => {
    fakeApi({ '/api/seller/products/import': ok({ created: 0, updated: 3, errors: [] }) });
    renderWithProviders(<ImportButton />);
    fireEvent.click(screen.getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'p.csv', { type: 'text/csv' })] },
    });
    expect(await within(dialog).findByText('Every row was imported.')).toBeTruthy();
  });
});

import type { ProductRowDto } from '@shop/contract/console-catalogue';
import { cleanup, screen } from '@testing-library/react';
import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { type ProductColumnsOptions, useProductColumns } from './product-columns.tsx';

afterEach(cleanup);

const row = (overrides: Partial<ProductRowDto>): ProductRowDto =>
  ({
    id: 5,
    code: 'P5',
    title: 'Silent mouse',
    image: '/m.png',
    shop: { id: 3, name: 'Volt Digital' },
    category: { id: 9, name: 'Computers' },
    price: '12.99',
    compare_at_price: null,
    stock: 3,
    sales: 10,
    sku_count: 2,
    on_sale: true,
    listed: false,
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }) as ProductRowDto;

function Products({ options }: { options: Partial<ProductColumnsOptions> }) {
  const columns = useProductColumns({
    editPath: '/products',
    state: { back: '/products?stock=low' },
    words: (key, values) => (values ? `${key} ${values.code}` : key),
    unlisted: { label: 'Hidden', colour: 'red' },
    ...options,
  });
  return <Table rowKey="id" columns={columns} dataSource={[row({})]} pagination={false} />;
}

describe('the product columns', () => {
  it('open the editor, mark a product shoppers do not see, and take the desk columns in their place', () => {
    renderDesk(
      <MemoryRouter>
        <Products options={{ afterProduct: [{ title: 'Shop', key: 'shop', render: (_, p) => p.shop.name }] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Silent mouse' }).getAttribute('href')).toBe('/products/5');
    expect(screen.getByRole('link', { name: 'editProduct P5' }).getAttribute('href')).toBe('/products/5');
    expect(screen.getByText('Hidden')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['columns.product', 'Shop', 'columns.category']);
  });
});

import type { ShopCardDto, ShopDetailDto } from '@shop/contract/shop';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { ShopCard } from '../../lib/catalogue/shop-card.tsx';
import { ShopHeader } from './shop-header.tsx';

const image = { small: '/uploads/s.webp', large: '/uploads/l.webp' };
const card: ShopCardDto = {
  id: 7,
  name: 'Volt Digital',
  description: 'Phones and gadgets',
  logo: image,
  fans: 12,
  sales: 0,
  favorable_rate: null,
};
const detail: ShopDetailDto = {
  ...card,
  banner: image,
  total_sales: '0.00',
  product_count: 3,
  followed: false,
  products: { list: [], total: 0, page: 1, limit: 10 },
};

function show(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await initI18n('en');
  await loadAllNamespaces();
});

afterEach(async () => {
  cleanup();
  session.setLang('en');
  await changeLanguage('en');
});

describe('a shop without reviews', () => {
  it.each([
    ['the shop card', () => <ShopCard shop={card} />],
    [
      'the shop page header',
      () => <ShopHeader shop={detail} followed={false} followBusy={false} onToggleFollow={() => {}} />,
    ],
  ])('shows "No reviews yet" and no rate in %s', (_where, ui) => {
    const { container } = show(ui());
    expect(screen.getByText('No reviews yet', { exact: false })).toBeTruthy();
    expect(container.textContent).not.toMatch(/%/);
  });

  it('still shows the rate once the shop has one', () => {
    const { container } = show(<ShopCard shop={{ ...card, favorable_rate: 97.5 }} />);
    expect(container.textContent).toContain('97.5% positive');
    expect(container.textContent).not.toContain('No reviews yet');
  });
});

import type { ShopSummaryDto } from '@shop/contract/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { ShopSummaryCard } from './detail-parts.tsx';

const image = { small: '/uploads/s.webp', large: '/uploads/l.webp' };
const summary: ShopSummaryDto = { id: 7, name: 'Volt Digital', logo: image, fans: 12, sales: 0, favorable_rate: null };

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

describe("a shop without reviews, in the product page's shop block", () => {
  it('shows "No reviews yet" and no rate', () => {
    const { container } = show(<ShopSummaryCard shop={summary} />);
    expect(screen.getByText('No reviews yet', { exact: false })).toBeTruthy();
    expect(container.textContent).not.toMatch(/%/);
  });

  it('says so in Thai', async () => {
    session.setLang('tai');
    await changeLanguage('tai');
    await loadAllNamespaces();
    const { container } = show(<ShopSummaryCard shop={summary} />);
    expect(container.textContent).toContain('ยังไม่มีรีวิว');
    expect(container.textContent).not.toMatch(/%/);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingRefund, rejectedRefund } from '../../test/refund-fixtures.ts';
import { OrderRefunds } from './order-refunds.tsx';
import { renderWithProviders } from '../../test/render.tsx';

afterEach(cleanup);

describe('order refunds card', () => {
  it("lists the order's refund requests with their status and a link to each", () => {
    const { buyer: _, ...refund } = pendingRefund;
    const { buyer: __, ...rejected } = rejectedRefund;
    renderWithProviders(
      <MemoryRouter>
        <OrderRefunds refunds={[rejected, refund]} />
      </MemoryRouter>,
    );

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Refund #14' }).getAttribute('href')).toBe('/refunds/14');
    expect(within(rows[0]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[0]!).getByText('Photos do not show damage')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Refund #12' }).getAttribute('href')).toBe('/refunds/12');
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('$25.50')).toBeTruthy();
  });

  it('says so when there is none', () => {
    renderWithProviders(
      <MemoryRouter>
        <OrderRefunds refunds={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No refund requests')).toBeTruthy();
  });
});

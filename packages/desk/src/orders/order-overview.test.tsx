import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { cleanup, screen } from '@testing-library/react';
import { Descriptions } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { type OrderOverviewWord, useOrderPlaceItems } from './order-overview.tsx';

afterEach(cleanup);

const order = {
  created_at: '2026-03-01T10:00:00.000Z',
  paid_at: null,
  remark: '',
  address: { addressee: 'Ann Lee', mobile: '5550100', detail: '1 Elm St', area: 'Springfield', country: 'US' },
} as unknown as ConsoleOrderDetailDto;

function Overview({ copyable = false }: { copyable?: boolean }) {
  const items = useOrderPlaceItems(
    order,
    (word: OrderOverviewWord) => `<${word}>`,
    copyable ? (line) => <b data-testid="address-line">{line}</b> : undefined,
  );
  return <Descriptions column={{ xs: 1, sm: 2 }} items={items} />;
}

describe('useOrderPlaceItems', () => {
  it('shows when the order was placed and paid, and where it goes, in the words given', () => {
    renderDesk(<Overview />);
    expect(screen.getByText('<notPaid>')).toBeTruthy();
    expect(screen.getByText('Ann Lee, 5550100')).toBeTruthy();
    expect(screen.getByText(/^1 Elm St, Springfield, /)).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    for (const word of ['<created>', '<paid>', '<addressee>', '<address>', '<remark>']) {
      expect(screen.getByText(word)).toBeTruthy();
    }
  });

  it('lets the desk present the address line', () => {
    renderDesk(<Overview copyable />);
    expect(screen.getByTestId('address-line').textContent).toMatch(/^1 Elm St, Springfield, /);
  });
});

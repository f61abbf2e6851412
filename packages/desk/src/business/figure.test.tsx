import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Figure } from './figure.tsx';

afterEach(cleanup);

it('keeps its title and its value line while loading, a skeleton in the line, then shows the figure there', () => {
  const { container, rerender } = render(<Figure title="GMV" value="$1,234.00" loading />);
  expect(screen.getByText('GMV')).toBeTruthy();
  // antd's own loading state swaps the whole statistic for a skeleton paragraph, taller than the figure's line.
  expect(container.querySelector('.ant-skeleton-paragraph')).toBeNull();
  const line = container.querySelector('.ant-statistic-content');
  expect(line?.querySelector('.ant-skeleton-input')).toBeTruthy();
  expect(screen.queryByText('$1,234.00')).toBeNull();

  rerender(<Figure title="GMV" value="$1,234.00" loading={false} />);
  expect(container.querySelector('.ant-skeleton')).toBeNull();
  expect(container.querySelector('.ant-statistic-content')?.textContent).toBe('$1,234.00');
});

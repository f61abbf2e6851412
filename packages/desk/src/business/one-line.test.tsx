import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OneLine } from './one-line.tsx';

afterEach(cleanup);

it('cuts one line by CSS and keeps the whole text as its title, with no measuring element beside it', () => {
  const { container } = render(
    <div style={{ width: 80 }}>
      <OneLine title="Wireless earbuds with a very long name">Wireless earbuds with a very long name</OneLine>
    </div>,
  );
  const line = screen.getByText('Wireless earbuds with a very long name');
  expect(line.getAttribute('title')).toBe('Wireless earbuds with a very long name');
  expect(line.style.overflow).toBe('hidden');
  expect(line.style.whiteSpace).toBe('nowrap');
  expect(line.style.textOverflow).toBe('ellipsis');
  // antd's measuring ellipsis renders a hidden copy of the text to measure it; this line has only itself.
  expect(container.querySelectorAll('span')).toHaveLength(1);
});

it('greys a secondary line and weights a strong one with the theme’s colours', () => {
  render(
    <>
      <OneLine>Plain</OneLine>
      <OneLine secondary>Secondary</OneLine>
      <OneLine strong>Strong</OneLine>
    </>,
  );
  const plain = screen.getByText('Plain').style;
  const secondary = screen.getByText('Secondary').style;
  expect(secondary.color).not.toBe(plain.color);
  expect(screen.getByText('Strong').style.fontWeight).not.toBe('');
  expect(plain.fontWeight).toBe('');
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type EmptyKind, EmptyPicture } from './empty-picture.tsx';

afterEach(cleanup);

/** The empty states the shopper meets most: none may share a picture with another. */
const SHOPPER_EMPTY_STATES: EmptyKind[] = [
  'cart',
  'orders',
  'hearts',
  'shops',
  'addresses',
  'search',
  'notifications',
  'funds',
  'recharges',
  'withdrawals',
];

describe('the pictures of empty states', () => {
  it('draws a different picture for each empty state', () => {
    const drawings = SHOPPER_EMPTY_STATES.map((kind) => {
      const { container } = render(<EmptyPicture kind={kind} />);
      const svg = container.querySelector('svg');
      expect(svg, kind).toBeTruthy();
      const drawing = svg?.innerHTML ?? '';
      cleanup();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(SHOPPER_EMPTY_STATES.length);
  });
});

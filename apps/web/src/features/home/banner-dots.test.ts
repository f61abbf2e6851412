// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slideInView } from './banner-dots.tsx';

/** Home's banner row shows which banner is in view. */
describe('the banner in view', () => {
  it('follows the scroll of a three-banner row', () => {
    // Three slides of 366 px with 8 px gaps in a 390 px row: 1 146 px wide, 756 px of travel.
    expect(slideInView(0, 1146, 390, 3)).toBe(0);
    expect(slideInView(374, 1146, 390, 3)).toBe(1);
    expect(slideInView(756, 1146, 390, 3)).toBe(2);
    expect(slideInView(-756, 1146, 390, 3)).toBe(2); // right-to-left scroll offsets are negative
  });

  it('is the first for one banner or a row that does not scroll', () => {
    expect(slideInView(0, 390, 390, 1)).toBe(0);
    expect(slideInView(0, 390, 390, 3)).toBe(0);
  });
});

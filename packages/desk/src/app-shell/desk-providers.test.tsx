import { screen } from '@testing-library/react';
import { Button, Rate } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderDesk } from './test-render.tsx';

/**
 * The component styles antd generated since `before`: its `<style>` elements with a rule for an `.ant-…` class that
 * declares more than CSS variables (the theme's tokens still arrive as variables, which the stylesheet reads). The
 * files of a worker share the document, and some render antd under a ConfigProvider of their own.
 */
const generatedComponentCss = (before: ReadonlySet<Element>) =>
  [...document.head.querySelectorAll('style')]
    .filter((style) => !before.has(style))
    .map((style) => (style.textContent ?? '').replace(/--[\w-]+:[^;}]*;?/g, ''))
    .filter((css) => /\.ant-[a-z][^{]*\{[^}]*[a-z-]+:/.test(css));

describe('DeskProviders', () => {
  it('renders antd from its prebuilt stylesheet: no component CSS is generated while rendering', async () => {
    // antd keeps what it generated in a cache shared by the files of a worker: Rate is drawn by no other test here,
    // so its styles would be generated now if the desks generated any.
    const before = new Set(document.head.querySelectorAll('style'));
    renderDesk(
      <>
        <Rate disabled defaultValue={4} />
        <Button type="primary">Ship orders</Button>
      </>,
    );
    expect((await screen.findByRole('button', { name: 'Ship orders' })).className).toContain('ant-btn-primary');
    expect(generatedComponentCss(before)).toEqual([]);
  });
});

import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useThemeToken } from '../app-shell/theme-token.ts';

/**
 * The bar of a list's chosen rows, between its filters and its table (ListPage's `selectionBar`): how many are
 * chosen, as the bar's name and its first words, then what can be done with them.
 */
export function SelectionBar({ label, children }: { label: string; children: ReactNode }) {
  const token = useThemeToken();
  return (
    <Flex
      role="toolbar"
      aria-label={label}
      wrap
      align="center"
      gap={8}
      style={{
        marginBottom: 12,
        padding: '8px 12px',
        background: token.colorFillAlter,
        borderRadius: token.borderRadius,
      }}
    >
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

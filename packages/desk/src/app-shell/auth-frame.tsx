import { LanguageSwitch } from './language-switch.tsx';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useThemeToken } from './theme-token.ts';

/**
 * The frame of the pages before signing in: a card in the middle, with the language switch. The card is drawn with
 * antd's tokens rather than antd's Card, which brings its tabs (and their menu) into the sign-in page's first load.
 */
export function AuthFrame({ title, width = 400, children }: { title: string; width?: number; children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        display: 'grid',
        // One column as wide as the window less the padding: the card shrinks on a phone instead of overflowing.
        gridTemplateColumns: 'minmax(0, 1fr)',
        placeItems: 'center',
        background: '#f0f2f5',
        padding: 16,
      }}
    >
      <div
        style={{
          width: '100%',
          maxWidth: width,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <LanguageSwitch size="small" />
        </Flex>
        {children}
      </div>
    </div>
  );
}

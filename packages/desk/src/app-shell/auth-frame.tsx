import { LanguageSwitch } from './language-switch.tsx';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame of the pages before signing in: a card in the middle, with the language switch. */
export function AuthFrame({ title, width = 400, children }: { title: string; width?: number; children: ReactNode }) {
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
      <Card style={{ width: '100%', maxWidth: width }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <LanguageSwitch size="small" />
        </Flex>
        {children}
      </Card>
    </div>
  );
}

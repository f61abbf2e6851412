import { Link } from 'react-router';
import type { CSSProperties, ReactNode } from 'react';
import { LanguageSelect } from './language-select.tsx';
import { useThemeToken } from './theme-token.ts';

/**
 * The frame of the pages before signing in: a card in the middle, with the language switch. The card, its heading
 * and its lines of text are drawn with antd's tokens rather than antd's Card and Typography, which bring their tabs,
 * menus, ellipsis and copy tools into the sign-in page's first load.
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
        // antd's components set their font themselves; the frame's own heading and lines take the same one.
        fontFamily: token.fontFamily,
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
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 }}>
          <h1
            style={{
              margin: `0 0 ${token.marginSM}px`,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {title}
          </h1>
          <LanguageSelect />
        </div>
        {children}
      </div>
    </div>
  );
}

/** A line of text in the frame, as antd's Paragraph shows it: secondary (grey) or not, small or not. */
export function AuthNote({
  secondary = false,
  small = false,
  style,
  children,
}: {
  secondary?: boolean;
  small?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const token = useThemeToken();
  return (
    <p
      style={{
        margin: `0 0 ${token.marginMD}px`,
        color: secondary ? token.colorTextSecondary : token.colorText,
        fontSize: small ? token.fontSizeSM : token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {children}
    </p>
  );
}

/** A link in the frame's text, coloured as antd's links are (a bare anchor would keep the browser's underline). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const token = useThemeToken();
  return (
    <Link to={to} style={{ color: token.colorLink, textDecoration: 'none' }}>
      {children}
    </Link>
  );
}

/** A refusal above a form in the frame, as antd's error Alert draws it: a red box read out when it appears. */
export function AuthAlert({ children }: { children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div
      role="alert"
      style={{
        marginBottom: token.marginMD,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        color: token.colorText,
        background: token.colorErrorBg,
        border: `${token.lineWidth}px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from '../app-shell/theme-token.ts';

interface Props {
  children: ReactNode;
  /** The whole text, shown by the browser on hover when the line is cut. */
  title?: string;
  /** Grey, as antd's `type="secondary"`. */
  secondary?: boolean;
  strong?: boolean;
  style?: CSSProperties;
}

/**
 * One line of text cut with an ellipsis by CSS alone, with the whole text as the element's title. antd's
 * `Typography.Text ellipsis` measures every cut line in the page with a resize observer and renders it again once
 * measured: on a list of twenty names that is a second render of the list after the first, a long task on the
 * dashboards. Use this where a single cut line is all that is wanted; keep antd's for several lines or copy tools.
 */
export function OneLine({ children, title, secondary = false, strong = false, style }: Props) {
  const token = useThemeToken();
  return (
    <span
      title={title}
      style={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        color: secondary ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}

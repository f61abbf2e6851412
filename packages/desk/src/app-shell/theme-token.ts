import type { GlobalToken } from 'antd';
import useToken from 'antd/es/theme/useToken';

/**
 * antd's design tokens (colours, radii, spacing) of the theme on screen, as `theme.useToken().token`. The `theme`
 * export is one object holding every algorithm (dark, compact) and the token builder: importing it puts them all in
 * the bundle, where the hook alone is all a desk uses.
 */
export function useThemeToken(): GlobalToken {
  return useToken()[1];
}

import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { useThemeToken } from './theme-token.ts';

/**
 * One field of a form before signing in, laid out as antd's vertical Form.Item (label above, the problem in red
 * below) without antd's Form: the sign-in page, where every visit starts, checks two fields and would otherwise
 * download the form library, its validator and its grid (docs/desk-kit.md#loading-on-use). The input gets the
 * label's id, the problem's description and the error status.
 */
export function AuthField({
  id,
  label,
  problem,
  last = false,
  children,
}: {
  id: string;
  label: string;
  /** What is wrong with the value, shown under it; undefined when nothing is. */
  problem?: string;
  /** The field right above the links or the button: a smaller gap under it. */
  last?: boolean;
  children: ReactElement<{ id?: string; status?: 'error'; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const token = useThemeToken();
  const problemId = `${id}-problem`;
  const gap = last ? token.marginXS : token.marginLG;
  return (
    <div style={{ marginBottom: problem ? 0 : gap }}>
      <label
        htmlFor={id}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          color: token.colorTextHeading,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </label>
      {cloneElement(children, {
        id,
        status: problem ? 'error' : undefined,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby':
          [children.props['aria-describedby'], problem ? problemId : undefined].filter(Boolean).join(' ') || undefined,
      })}
      {/* Always there, empty while nothing is wrong: a live region is read out when its text changes. */}
      <div
        id={problemId}
        aria-live="polite"
        style={{
          minHeight: problem ? gap : 0,
          color: token.colorError,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {problem}
      </div>
    </div>
  );
}

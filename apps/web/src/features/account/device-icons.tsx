import type { SVGProps } from 'react';
import type { DeviceKind } from './sessions.ts';

/** A phone and a computer screen as small stroke icons (antd-mobile-icons has neither), sized and coloured by CSS. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </Icon>
);

const DesktopIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
    <path d="M9 20.5h6M12 16.5v4" />
  </Icon>
);

export function DeviceIcon({ kind, ...props }: { kind: DeviceKind } & SVGProps<SVGSVGElement>) {
  return kind === 'phone' ? (
    <PhoneIcon data-device="phone" {...props} />
  ) : (
    <DesktopIcon data-device="desktop" {...props} />
  );
}

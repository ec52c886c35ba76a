// A small in-house icon set (24x24, stroke icons) so no icon library ships in the bundle.
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An icon component drawing `paths` in the set's 24x24 stroke style. */
export function make(name: string, paths: ReactNode) {
  const C = (props: IconProps) => (
    <Icon boxSize="1.1em" flexShrink={0} {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {paths}
      </svg>
    </Icon>
  );
  C.displayName = name;
  return C;
}

export const MenuIcon = make('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CheckIcon = make('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const MailIcon = make(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const PhoneIcon = make(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);
export const ClockIcon = make(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const SearchIcon = make(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const AlertIcon = make(
  'AlertIcon',
  <>
    <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const FileTextIcon = make(
  'FileTextIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);
export const ArrowRightIcon = make('ArrowRightIcon', <path d="M5 12h14M12 5l7 7-7 7" />);
export const FacebookIcon = make(
  'FacebookIcon',
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);
export const XLogoIcon = (props: IconProps) => (
  <Icon boxSize="1.1em" flexShrink={0} {...props}>
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    </svg>
  </Icon>
);

// The icons that only some pages draw, kept out of icons.tsx: that module is in every page's first load (the
// header and footer use it), and these would weigh on the home page's budget for nothing.
import { make } from './icons';

export const GlobeIcon = make(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </>,
);
export const ShieldIcon = make('ShieldIcon', <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const BellIcon = make(
  'BellIcon',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
);
export const CreditCardIcon = make(
  'CreditCardIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </>,
);
export const TrackIcon = make(
  'TrackIcon',
  <>
    <path d="M3 3v18h18" />
    <path d="m7 14 4-4 4 4 5-5" />
  </>,
);
export const HelpIcon = make(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);

// The fit and accessibility sweep (support/screen-sweep.ts) over the screens of an account at 390 px: a
// subscriber's, the owner's when asked for a card, an admin's.
import { MOBILE } from './support/browser';
import { sweepScreens } from './support/screen-sweep';

sweepScreens('account', MOBILE);

// The fit and accessibility sweep (support/screen-sweep.ts) over the screens of an account at 1280 px: a
// subscriber's, the owner's when asked for a card, an admin's.
import { DESKTOP } from './support/browser';
import { sweepScreens } from './support/screen-sweep';

sweepScreens('account', DESKTOP);

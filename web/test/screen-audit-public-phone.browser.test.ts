// The fit and accessibility sweep (support/screen-sweep.ts) over the screens a visitor sees signed out, at 390 px.
import { MOBILE } from './support/browser';
import { sweepScreens } from './support/screen-sweep';

sweepScreens('public', MOBILE);

import { msg } from '@lingui/core/macro';
import type { PageIntro } from '../../../components/page';

/** The directory's heading, shown while the session is checked too (app/pages.ts), in the page's language. */
export const DIRECTORY_INTRO: PageIntro = {
  title: msg`Comprehensive Worldwide Airline Directory`,
  subtitle: msg`Customer-service phone numbers, e-mail addresses and websites of airlines, charter and helicopter companies.`,
  maxW: '7xl',
};

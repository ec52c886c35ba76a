import type { PageIntro } from '../../../components/page';

/** The directory's heading, shown while the session is checked too (app/pages.ts). */
export const DIRECTORY_INTRO: PageIntro = {
  title: 'Comprehensive Worldwide Airline Directory',
  subtitle:
    'Customer-service phone numbers, e-mail addresses and websites of airlines, charter and helicopter companies.',
  maxW: '7xl',
};

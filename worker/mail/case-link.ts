// The link to a report's case, in every mail to its traveller: the reports page, Problem Management, with
// ?report=<id>, which opens that report's case (web: problem-management-page.tsx). On the configured APP_ORIGIN.
import type { Language } from '../contracts/languages';
import { mailText } from './mail-text';

/** The reports page of the app (web/src/config/paths.ts `problemManagement`). */
export const REPORTS_PAGE = '/problem-management';

/** The case of report `id` in the app; `id` may be the placeholder of a report filed in the same batch. */
export const casePageUrl = (appOrigin: string, id: number | string) =>
  `${appOrigin.replace(/\/$/, '')}${REPORTS_PAGE}?report=${id}`;

/** The sentence that ends a mail about a case, in the language of the traveller's account. */
export const caseLinkLine = (appOrigin: string, id: number | string, lang: Language = 'en') =>
  mailText(lang, 'Your case at AirDesk (Problem Management): {link}', { link: casePageUrl(appOrigin, id) });

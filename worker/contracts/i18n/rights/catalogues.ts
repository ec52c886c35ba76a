// Every language's rights catalogue (the rights engine's prose), for the worker, which writes mails and notes in any
// of them. The SPA never imports this module: it loads the active language's alone, and only on the pages that
// show rights (web/src/i18n/language.ts, loadRightsCatalogue).
import type { Language } from '../../languages';
import type { ServerCatalogue } from '../translate';
import de from './de';
import es from './es';
import fr from './fr';
import it from './it';
import ptBR from './pt-BR';

export const RIGHTS_CATALOGUES: Record<Exclude<Language, 'en'>, ServerCatalogue> = { es, fr, de, 'pt-BR': ptBR, it };

export { RIGHTS_OPTIONS } from './options';

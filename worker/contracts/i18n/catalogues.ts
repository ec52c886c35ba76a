// Every language's server catalogue, for the worker, which answers in any of them. The SPA never imports this
// module: it loads the active language's catalogue alone (web/src/i18n/language.ts).
import type { Language } from '../languages';
import type { ServerCatalogue } from './translate';
import de from './de';
import es from './es';
import fr from './fr';
import it from './it';
import ptBR from './pt-BR';

export const SERVER_CATALOGUES: Record<Exclude<Language, 'en'>, ServerCatalogue> = { es, fr, de, 'pt-BR': ptBR, it };

// The mail catalogues of every language but English (the source), for the worker alone: the SPA never sends mail.
import type { ServerCatalogue } from '../../contracts/i18n/translate';
import type { Language } from '../../contracts/languages';
import de from './de';
import es from './es';
import fr from './fr';
import it from './it';
import ptBR from './pt-BR';

export const MAIL_CATALOGUES: Record<Exclude<Language, 'en'>, ServerCatalogue> = { es, fr, de, 'pt-BR': ptBR, it };

// Every language's catalogue of the Worker's own messages (the API's errors no contract defines), registered with the
// server catalogues by worker/lib/language.ts.
import type { ServerCatalogue } from '../../contracts/i18n/translate';
import type { Language } from '../../contracts/languages';
import de from './de';
import es from './es';
import fr from './fr';
import it from './it';
import ptBR from './pt-BR';

export const WORKER_CATALOGUES: Record<Exclude<Language, 'en'>, ServerCatalogue> = { es, fr, de, 'pt-BR': ptBR, it };

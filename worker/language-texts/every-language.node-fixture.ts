// For the node tests: every language's texts registered from their sources, as the Worker registers each one when
// a request or a mail first needs it (language-texts-module.ts loads the bundle built from the same files).
import { registerLanguageTexts } from '../language-texts-module';
import * as de from './de';
import * as es from './es';
import * as fr from './fr';
import * as it from './it';
import * as ptBR from './pt-BR';

export function registerEveryLanguage() {
  registerLanguageTexts('de', de);
  registerLanguageTexts('es', es);
  registerLanguageTexts('fr', fr);
  registerLanguageTexts('it', it);
  registerLanguageTexts('pt-BR', ptBR);
}

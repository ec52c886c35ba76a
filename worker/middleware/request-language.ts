// The API answers in the request's language (lib/language.ts). That language's texts are loaded before any route
// runs, so the error envelope and a route's notices translate without waiting (language-texts-module.ts: only
// English is in the main bundle).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { loadLanguageTexts } from '../language-texts-module';
import { requestLanguage } from '../lib/language';

export const requestLanguageTexts = createMiddleware<AppEnv>(async (c, next) => {
  await loadLanguageTexts(requestLanguage(c));
  await next();
});

// The types of worker/lazy/texts-es.js, the bundle worker/cli/build-lazy.ts makes of worker/language-texts/es.ts.
export * from '../language-texts/es';

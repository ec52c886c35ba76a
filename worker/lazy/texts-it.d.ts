// The types of worker/lazy/texts-it.js, the bundle worker/cli/build-lazy.ts makes of worker/language-texts/it.ts.
export * from '../language-texts/it';

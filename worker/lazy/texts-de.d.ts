// The types of worker/lazy/texts-de.js, the bundle worker/cli/build-lazy.ts makes of worker/language-texts/de.ts.
export * from '../language-texts/de';

// The types of worker/lazy/texts-fr.js, the bundle worker/cli/build-lazy.ts makes of worker/language-texts/fr.ts.
export * from '../language-texts/fr';

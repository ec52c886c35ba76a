// The types of worker/lazy/texts-pt-BR.js, the bundle worker/cli/build-lazy.ts makes of worker/language-texts/pt-BR.ts.
export * from '../language-texts/pt-BR';

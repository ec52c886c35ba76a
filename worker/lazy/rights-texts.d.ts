// The types of worker/lazy/rights-texts.js, the bundle worker/cli/build-lazy.ts makes of the rights catalogues.
export * from '../contracts/i18n/rights/catalogues';

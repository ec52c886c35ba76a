// The types of worker/lazy/case-pdf.js, the bundle worker/cli/build-lazy.ts makes of the case file PDF module.
export * from '../case-file/case-pdf';

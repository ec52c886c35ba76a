// The types of worker/lazy/source-checks.js, the bundle worker/cli/build-lazy.ts makes of worker/directory/source-check.ts.
export * from '../directory/source-check';

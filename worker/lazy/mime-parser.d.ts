// The types of worker/lazy/mime-parser.js, the bundle worker/cli/build-lazy.ts makes of the inbound MIME parser.
export * from '../case-file/mime-parser';

// The types of worker/lazy/zip-stream.js, the bundle worker/cli/build-lazy.ts makes of worker/lib/zip-stream.ts.
export * from '../lib/zip-stream';

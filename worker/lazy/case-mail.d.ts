// The types of worker/lazy/case-mail.js, the bundle worker/cli/build-lazy.ts makes of worker/case-file/inbound.ts.
export * from '../case-file/inbound';

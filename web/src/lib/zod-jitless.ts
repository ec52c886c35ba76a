// Imported first by main.tsx. zod (the shared @contracts) probes `new Function('')` once, when the first object
// schema is built, to pick a compiled parser. Our CSP has no 'unsafe-eval', so the probe is refused: zod falls
// back silently, but the browser reports a CSP violation on every page that loads the contracts (console
// error, `securitypolicyviolation` event, Lighthouse "issues" audit). `jitless` skips the probe.
// Set through zod's shared global config object rather than `z.config()`, which would pull zod into the
// first-load bundle; it must run before the contracts chunk builds its schemas, hence this first import.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};

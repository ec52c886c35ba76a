// The rate limits' budgets: attempts per window for each key (docs/decisions.md#abuse-limits). Pure data, so
// the worker's counters (rate-limit.ts) and Node tools (the load, bench/load.ts) read the same numbers.
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  // Per address: probing whether an address has an account (409) is slowed down like a login is.
  registerPerAccount: { max: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { max: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 20, windowSeconds: 60 * 60 },
  // Public, storing nothing (docs/api.md#rights): the report form calls it as the traveller types.
  rightsAssessPerIp: { max: 60, windowSeconds: 60 },
  // Public airport type-ahead: one call per keystroke, so a wider budget than the assessment.
  airportSearchPerIp: { max: 240, windowSeconds: 60 },
} satisfies Record<string, Limit>;

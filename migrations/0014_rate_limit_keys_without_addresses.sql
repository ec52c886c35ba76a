-- Abuse counters are now keyed by a keyed hash of an e-mail address, never the address itself
-- (worker/lib/rate-limit.ts addressTag). Counters written before that named addresses in clear, and would
-- outlive an erased account: they go. Losing them only restarts windows of at most a day.
DELETE FROM rate_limits WHERE key LIKE '%:acct:%@%';

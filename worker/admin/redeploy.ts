// Redeploy (docs/api.md#admin, docs/decisions.md#p9): only the owner may call the deploy hook; every attempt is
// audited. The hook URL is a secret (it alone triggers a deploy): it is never echoed and never logged.
import { redeployAudit, type UserRow } from '../../schema';
import type { RedeployResult } from '../contracts';
import type { Db } from '../db';
import type { Config } from '../config';
import { ApiError, forbidden } from '../lib/errors';
import { isOwner } from '../subscription/status';

export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

export async function redeploy(
  db: Db,
  config: Pick<Config, 'ownerEmail' | 'deployHookUrl'>,
  user: UserRow,
): Promise<RedeployResult> {
  const audit = (outcome: 'accepted' | 'failed' | 'not_configured' | 'forbidden', httpStatus: number | null = null) =>
    db.insert(redeployAudit).values({ userId: user.id, outcome, httpStatus });
  if (!isOwner(user, config)) {
    await audit('forbidden');
    throw forbidden('Only the owner account can redeploy the app.');
  }
  const hook = config.deployHookUrl;
  if (!hook) {
    await audit('not_configured');
    throw new ApiError(503, 'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).');
  }
  let status: number | null = null;
  let ok = false;
  try {
    const res = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS) });
    status = res.status;
    ok = res.ok;
    await res.body?.cancel();
  } catch (err) {
    // Only the error's kind: its message may quote the URL.
    console.error('redeploy: deploy hook unreachable', err instanceof Error ? err.name : 'error');
  }
  await audit(ok ? 'accepted' : 'failed', status);
  if (!ok) {
    if (status !== null) console.error('redeploy: deploy hook answered', status);
    throw new ApiError(502, 'The deploy hook did not accept the request. Please try again later.');
  }
  return { message: 'Redeploy started. The new version will be live in a few minutes.' };
}

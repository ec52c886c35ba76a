// The check every worker test's call goes through (declared-answers.ts) refuses what a route does not declare:
// shown here on answers made by hand, so a check that let everything pass could not go unnoticed.
import { describe, expect, it } from 'vitest';
import { checkDeclaredAnswer } from './declared-answers';

const ORIGIN = 'http://127.0.0.1:8787';
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = {
  id: 1,
  username: 'a@b.test',
  email: 'a@b.test',
  isAdmin: false,
  isOwner: false,
  subscribed: false,
  subscriptionStatus: 'none',
  subscriptionEndDate: null,
  autoRenew: false,
  trialUsed: false,
  language: 'en',
};

describe('declared answers', () => {
  it('passes a declared status with a body of the declared type', async () => {
    await expect(checkDeclaredAnswer('GET', `${ORIGIN}/api/user`, json(user, 200))).resolves.toBeUndefined();
    await expect(
      checkDeclaredAnswer('GET', `${ORIGIN}/api/user`, json({ message: 'Please sign in.' }, 401)),
    ).resolves.toBeUndefined();
  });

  it('refuses a status the route does not declare', async () => {
    await expect(checkDeclaredAnswer('GET', `${ORIGIN}/api/user`, json({ message: 'x' }, 409))).rejects.toThrow(
      'GET /api/user answered 409, which docs/openapi.json does not declare',
    );
  });

  it('refuses a body that has drifted from its contract type: a missing field, a wrong type, an extra field', async () => {
    const { trialUsed: _dropped, ...missing } = user;
    for (const body of [missing, { ...user, id: '1' }, { ...user, passwordHash: 'x' }])
      await expect(checkDeclaredAnswer('GET', `${ORIGIN}/api/user`, json(body, 200))).rejects.toThrow(
        'the body does not match #/components/schemas/User',
      );
  });

  it('refuses an error that is not the one envelope', async () => {
    await expect(checkDeclaredAnswer('GET', `${ORIGIN}/api/user`, json({ error: 'x' }, 401))).rejects.toThrow(
      'does not match #/components/schemas/Error',
    );
  });

  it('matches a literal path before a pattern, and leaves unknown paths to their tests', async () => {
    await expect(checkDeclaredAnswer('GET', `${ORIGIN}/api/airlines/featured`, json([], 200))).resolves.toBeUndefined();
    await expect(
      checkDeclaredAnswer('GET', `${ORIGIN}/api/no-such-route`, json({ message: 'x' }, 404)),
    ).resolves.toBeUndefined();
  });
});

// A stand-in for PayPal's REST API: OAuth, subscriptions, cancel, webhook signature verification.
import type { ServerResponse } from 'node:http';
import { json, listen } from './http';

import { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, VALID_SIGNATURE } from './constants';

export * from './constants';

export async function startPaypalFake(port = 0) {
  const subscriptions = new Map<string, Record<string, unknown>>();
  const tokens = new Set<string>();
  let calls: { method: string; path: string }[] = [];
  // Raw bodies of verify-webhook-signature requests: real PayPal verifies the event text exactly as sent.
  let verifications: string[] = [];
  let down = false;
  // Outage modes for the fault tests: 'fail' answers 500, 'hang' never answers (past the caller's timeout),
  // 'slow' answers after delayMs. Control calls are never affected.
  let mode: 'ok' | 'fail' | 'hang' | 'slow' = 'ok';
  let delayMs = 0;
  const hanging: ServerResponse[] = [];
  const releaseHanging = () => hanging.splice(0).forEach((r) => r.destroy());

  return listen(async (req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path.startsWith('/__control/')) {
      if (path === '/__control/subscriptions' && req.method === 'POST') {
        const sub = JSON.parse(raw);
        subscriptions.set(sub.id, sub);
        return json(res, 200, sub);
      }
      if (path === '/__control/down' && req.method === 'POST') {
        down = JSON.parse(raw).down === true;
        return json(res, 200, { down });
      }
      if (path === '/__control/mode' && req.method === 'POST') {
        ({ mode, delayMs = 0 } = JSON.parse(raw));
        if (mode !== 'hang') releaseHanging();
        return json(res, 200, { mode, delayMs });
      }
      if (path === '/__control/calls') return json(res, 200, calls);
      if (path === '/__control/verifications') return json(res, 200, verifications);
      if (path === '/__control/reset' && req.method === 'POST') {
        calls = [];
        verifications = [];
        down = false;
        mode = 'ok';
        delayMs = 0;
        releaseHanging();
        return json(res, 200, {});
      }
      return json(res, 404, {});
    }
    calls.push({ method: req.method ?? '', path });
    if (down) return json(res, 503, { name: 'SERVICE_UNAVAILABLE' });
    if (mode === 'fail') return json(res, 500, { name: 'INTERNAL_SERVICE_ERROR' });
    if (mode === 'hang') return void hanging.push(res);
    if (mode === 'slow') await new Promise((r) => setTimeout(r, delayMs));

    if (path === '/v1/oauth2/token' && req.method === 'POST') {
      const expected = 'Basic ' + Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64');
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials'))
        return json(res, 401, { error: 'invalid_client' });
      const token = `A21-${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });

    const sub = path.match(/^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/);
    if (sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]!));
      if (!found) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (sub[2] && req.method === 'POST') {
        if (found.status === 'CANCELLED') return json(res, 422, { name: 'UNPROCESSABLE_ENTITY' });
        found.status = 'CANCELLED';
        res.writeHead(204).end();
        return;
      }
      return json(res, 200, found);
    }
    if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      verifications.push(raw);
      const body = JSON.parse(raw);
      const ok =
        body.transmission_sig === VALID_SIGNATURE && body.webhook_id === PAYPAL_WEBHOOK_ID && body.webhook_event?.id;
      return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }, port);
}

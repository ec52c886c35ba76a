// A stand-in for PayPal's REST API: OAuth, subscriptions, cancel, webhook signature verification.
import type { ServerResponse } from 'node:http';
import { json, listen, namespaced } from './http';

import { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, VALID_SIGNATURE } from './constants';

export * from './constants';

/** One namespace's PayPal (http.ts namespaced): its subscriptions, tokens, the calls it took, its outage mode. */
function freshPaypal() {
  return {
    subscriptions: new Map<string, Record<string, unknown>>(),
    tokens: new Set<string>(),
    calls: [] as { method: string; path: string }[],
    // Raw bodies of verify-webhook-signature requests: real PayPal verifies the event text exactly as sent.
    verifications: [] as string[],
    down: false,
    // Outage modes for the fault tests: 'fail' answers 500, 'hang' never answers (past the caller's timeout),
    // 'slow' answers after delayMs, 'drop-next-get' closes the connection of the next GET without an answer (a
    // kept-alive connection dropped by a proxy), then answers as 'ok'. Control calls are never affected.
    mode: 'ok' as 'ok' | 'fail' | 'hang' | 'slow' | 'drop-next-get',
    delayMs: 0,
    hanging: [] as ServerResponse[],
  };
}

export async function startPaypalFake(port = 0) {
  return listen(
    namespaced(
      freshPaypal,
      async (s, path, req, raw, res) => {
        const releaseHanging = () => s.hanging.splice(0).forEach((r) => r.destroy());
        if (path.startsWith('/__control/')) {
          if (path === '/__control/subscriptions' && req.method === 'POST') {
            const sub = JSON.parse(raw);
            s.subscriptions.set(sub.id, sub);
            return json(res, 200, sub);
          }
          if (path === '/__control/down' && req.method === 'POST') {
            s.down = JSON.parse(raw).down === true;
            return json(res, 200, { down: s.down });
          }
          if (path === '/__control/mode' && req.method === 'POST') {
            ({ mode: s.mode, delayMs: s.delayMs = 0 } = JSON.parse(raw));
            if (s.mode !== 'hang') releaseHanging();
            return json(res, 200, { mode: s.mode, delayMs: s.delayMs });
          }
          if (path === '/__control/calls') return json(res, 200, s.calls);
          if (path === '/__control/verifications') return json(res, 200, s.verifications);
          if (path === '/__control/reset' && req.method === 'POST') {
            // As before namespaces: subscriptions and tokens stay; what tests count and the outage modes reset.
            releaseHanging();
            Object.assign(s, { calls: [], verifications: [], down: false, mode: 'ok', delayMs: 0 });
            return json(res, 200, {});
          }
          return json(res, 404, {});
        }
        s.calls.push({ method: req.method ?? '', path });
        if (s.down) return json(res, 503, { name: 'SERVICE_UNAVAILABLE' });
        if (s.mode === 'fail') return json(res, 500, { name: 'INTERNAL_SERVICE_ERROR' });
        if (s.mode === 'hang') return void s.hanging.push(res);
        if (s.mode === 'slow') await new Promise((r) => setTimeout(r, s.delayMs));
        if (s.mode === 'drop-next-get' && req.method === 'GET') {
          s.mode = 'ok';
          return void req.socket.destroy();
        }

        if (path === '/v1/oauth2/token' && req.method === 'POST') {
          const expected = 'Basic ' + Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64');
          if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials'))
            return json(res, 401, { error: 'invalid_client' });
          const token = `A21-${Math.random().toString(36).slice(2)}`;
          s.tokens.add(token);
          return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
        }
        const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!s.tokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });

        const sub = path.match(/^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/);
        if (sub) {
          const found = s.subscriptions.get(decodeURIComponent(sub[1]!));
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
          s.verifications.push(raw);
          const body = JSON.parse(raw);
          const ok =
            body.transmission_sig === VALID_SIGNATURE &&
            body.webhook_id === PAYPAL_WEBHOOK_ID &&
            body.webhook_event?.id;
          return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
        }
        json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      },
      (s) => {
        // Started over for the next test file: the tokens it issued stay valid, as at PayPal (the Worker caches
        // one per isolate, and the isolate lives on).
        s.hanging.splice(0).forEach((r) => r.destroy());
        return { ...freshPaypal(), tokens: s.tokens };
      },
    ),
    port,
  );
}

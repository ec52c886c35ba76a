// A stand-in for the mail provider (Resend's POST /emails). Tests steer it through /__control.
import type { ServerResponse } from 'node:http';
import { json, listen, namespaced } from './http';

import { MAIL_API_KEY } from './constants';

export { MAIL_API_KEY };

interface Received {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: {
    from: string;
    to: string[];
    reply_to?: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
    // Documents as Resend takes them: kept as sent, so tests can check each one's name, type and bytes.
    attachments?: { filename: string; content: string; content_type: string }[];
  };
}

/** One namespace's provider (http.ts namespaced): its outage mode, the mail it took, the keys it has seen. */
function freshMailbox() {
  return {
    mode: 'ok' as 'ok' | 'fail' | 'hang',
    received: [] as Received[],
    // Every POST's Idempotency-Key, repeats included (received holds each message once, like Resend).
    posts: [] as (string | undefined)[],
    // A provider that takes this long per message, so concurrent delivery runs really overlap.
    delayMs: 0,
    // While held, every message waits here until the test releases it: "did the answer wait for the
    // provider?" is then a question of order, not of wall-clock time on a loaded machine.
    held: false,
    waiting: [] as (() => void)[],
    hanging: [] as ServerResponse[],
    seenKeys: new Set<string>(),
  };
}

/** A mailbox started over: the requests it held (hang, hold) let go; the keys seen stay seen, as at Resend. */
function startOver(s: ReturnType<typeof freshMailbox>) {
  s.hanging.splice(0).forEach((r) => r.destroy());
  s.waiting.splice(0).forEach((go) => go());
  return { ...freshMailbox(), seenKeys: s.seenKeys };
}

export async function startMailFake(port = 0) {
  return listen(
    namespaced(
      freshMailbox,
      async (s, path, req, raw, res) => {
        if (path === '/__control/mode' && req.method === 'POST') {
          s.mode = JSON.parse(raw).mode;
          if (s.mode !== 'hang') s.hanging.splice(0).forEach((r) => r.destroy());
          return json(res, 200, { mode: s.mode });
        }
        if (path === '/__control/delay' && req.method === 'POST') {
          s.delayMs = Number(JSON.parse(raw).ms) || 0;
          return json(res, 200, { delayMs: s.delayMs });
        }
        if (path === '/__control/hold' && req.method === 'POST') {
          s.held = Boolean(JSON.parse(raw).on);
          if (!s.held) s.waiting.splice(0).forEach((release) => release());
          return json(res, 200, { held: s.held, waiting: s.waiting.length });
        }
        if (path === '/__control/messages') return json(res, 200, s.received);
        if (path === '/__control/posts') return json(res, 200, s.posts);
        if (path === '/__control/reset' && req.method === 'POST') {
          Object.assign(s, startOver(s));
          return json(res, 200, {});
        }
        if (path === '/emails' && req.method === 'POST') {
          if (req.headers.authorization !== `Bearer ${MAIL_API_KEY}`) return json(res, 401, { message: 'bad key' });
          if (s.mode === 'hang') return void s.hanging.push(res);
          if (s.mode === 'fail') return json(res, 500, { message: 'provider down' });
          const key = req.headers['idempotency-key'] as string | undefined;
          s.posts.push(key);
          if (s.delayMs) await new Promise((r) => setTimeout(r, s.delayMs));
          if (s.held) await new Promise<void>((release) => s.waiting.push(release));
          // Like Resend: a repeated Idempotency-Key is answered but not delivered again.
          if (key && s.seenKeys.has(key)) return json(res, 200, { id: key });
          if (key) s.seenKeys.add(key);
          s.received.push({ idempotencyKey: key, authorization: req.headers.authorization, body: JSON.parse(raw) });
          return json(res, 200, { id: key ?? String(s.received.length) });
        }
        json(res, 404, { message: 'unknown route' });
      },
      startOver,
    ),
    port,
  );
}

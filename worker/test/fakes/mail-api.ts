// A stand-in for the mail provider (Resend's POST /emails). Tests steer it through /__control.
import type { ServerResponse } from 'node:http';
import { json, listen } from './http';

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

export async function startMailFake(port = 0) {
  let mode: 'ok' | 'fail' | 'hang' = 'ok';
  let received: Received[] = [];
  // Every POST's Idempotency-Key, repeats included (received holds each message once, like Resend).
  let posts: (string | undefined)[] = [];
  // A provider that takes this long per message, so concurrent delivery runs really overlap.
  let delayMs = 0;
  const hanging: ServerResponse[] = [];
  const seenKeys = new Set<string>();

  return listen(async (req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/__control/mode' && req.method === 'POST') {
      mode = JSON.parse(raw).mode;
      if (mode !== 'hang') hanging.splice(0).forEach((r) => r.destroy());
      return json(res, 200, { mode });
    }
    if (url.pathname === '/__control/delay' && req.method === 'POST') {
      delayMs = Number(JSON.parse(raw).ms) || 0;
      return json(res, 200, { delayMs });
    }
    if (url.pathname === '/__control/messages') return json(res, 200, received);
    if (url.pathname === '/__control/posts') return json(res, 200, posts);
    if (url.pathname === '/__control/reset' && req.method === 'POST') {
      mode = 'ok';
      received = [];
      posts = [];
      delayMs = 0;
      hanging.splice(0).forEach((r) => r.destroy());
      return json(res, 200, {});
    }
    if (url.pathname === '/emails' && req.method === 'POST') {
      if (req.headers.authorization !== `Bearer ${MAIL_API_KEY}`) return json(res, 401, { message: 'bad key' });
      if (mode === 'hang') return void hanging.push(res);
      if (mode === 'fail') return json(res, 500, { message: 'provider down' });
      const key = req.headers['idempotency-key'] as string | undefined;
      posts.push(key);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      // Like Resend: a repeated Idempotency-Key is answered but not delivered again.
      if (key && seenKeys.has(key)) return json(res, 200, { id: key });
      if (key) seenKeys.add(key);
      received.push({ idempotencyKey: key, authorization: req.headers.authorization, body: JSON.parse(raw) });
      return json(res, 200, { id: key ?? String(received.length) });
    }
    json(res, 404, { message: 'unknown route' });
  }, port);
}

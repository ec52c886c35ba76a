// A stand-in for a deploy hook (Cloudflare Pages / CI): counts POSTs; can be told to fail.
import { json, listen } from './http';

export async function startDeployHookFake(port = 0) {
  let hits = 0;
  let fail = false;
  return listen((req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/__control/state') return json(res, 200, { hits });
    if (url.pathname === '/__control/fail' && req.method === 'POST') {
      fail = JSON.parse(raw).fail === true;
      return json(res, 200, { fail });
    }
    if (url.pathname === '/__control/reset' && req.method === 'POST') {
      hits = 0;
      fail = false;
      return json(res, 200, {});
    }
    if (req.method === 'POST') {
      hits++;
      return fail ? json(res, 500, { message: 'build failed' }) : json(res, 200, { result: { id: `deploy-${hits}` } });
    }
    json(res, 405, {});
  }, port);
}

// A stand-in for a deploy hook (Cloudflare Pages / CI): counts POSTs; can be told to fail (500) or to be
// down (the connection is dropped without an answer, as a host that is gone does).
import { json, listen } from './http';

export async function startDeployHookFake(port = 0) {
  let hits = 0;
  let fail = false;
  let down = false;
  return listen((req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/__control/state') return json(res, 200, { hits });
    if (url.pathname === '/__control/fail' && req.method === 'POST') {
      fail = JSON.parse(raw).fail === true;
      return json(res, 200, { fail });
    }
    if (url.pathname === '/__control/down' && req.method === 'POST') {
      down = JSON.parse(raw).down === true;
      return json(res, 200, { down });
    }
    if (url.pathname === '/__control/reset' && req.method === 'POST') {
      hits = 0;
      fail = false;
      down = false;
      return json(res, 200, {});
    }
    if (req.method === 'POST') {
      if (down) return void req.socket.destroy();
      hits++;
      return fail ? json(res, 500, { message: 'build failed' }) : json(res, 200, { result: { id: `deploy-${hits}` } });
    }
    json(res, 405, {});
  }, port);
}

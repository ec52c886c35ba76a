// A stand-in for a deploy hook (Cloudflare Pages / CI): counts POSTs; can be told to fail (500) or to be
// down (the connection is dropped without an answer, as a host that is gone does). State is per namespace
// (http.ts namespaced): /ns/<id>/hook/... and /ns/<id>/__control/... share one counter.
import { json, listen, namespaced } from './http';

export async function startDeployHookFake(port = 0) {
  const fresh = () => ({ hits: 0, fail: false, down: false });
  return listen(
    namespaced(fresh, (s, path, req, raw, res) => {
      if (path === '/__control/state') return json(res, 200, { hits: s.hits });
      if (path === '/__control/fail' && req.method === 'POST') {
        s.fail = JSON.parse(raw).fail === true;
        return json(res, 200, { fail: s.fail });
      }
      if (path === '/__control/down' && req.method === 'POST') {
        s.down = JSON.parse(raw).down === true;
        return json(res, 200, { down: s.down });
      }
      if (path === '/__control/reset' && req.method === 'POST') {
        Object.assign(s, fresh());
        return json(res, 200, {});
      }
      if (req.method === 'POST') {
        if (s.down) return void req.socket.destroy();
        s.hits++;
        return s.fail
          ? json(res, 500, { message: 'build failed' })
          : json(res, 200, { result: { id: `deploy-${s.hits}` } });
      }
      json(res, 405, {});
    }),
    port,
  );
}

// A stand-in for the web the source checks read (SOURCE_CHECK_SITE, worker/directory/source-page.ts): the Worker
// asks for https://<host><path> as /<host><path>, and gets the page a test put there (404 for any other). Tests
// steer it through /__control: the pages (status, body, headers, a delay, a body of N bytes) and what it saw (each
// request, and the most requests one host had in flight at once). State is per namespace (http.ts namespaced).
import { json, listen, namespaced } from './http';

export interface FakePage {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (to overlap requests). */
  delayMs?: number;
  /** Send this many bytes of filler (64 KiB chunks) before `body`. */
  bytes?: number;
}

const fresh = () => ({
  pages: new Map<string, FakePage>(),
  requests: [] as string[],
  inFlight: new Map<string, number>(),
  maxInFlight: {} as Record<string, number>,
  maxAtOnce: 0,
  atOnce: 0,
});

export async function startSourceSiteFake(port = 0) {
  return listen(
    namespaced(fresh, async (s, path, req, raw, res) => {
      if (path === '/__control/pages' && req.method === 'POST') {
        for (const [url, page] of Object.entries(JSON.parse(raw) as Record<string, FakePage>)) s.pages.set(url, page);
        return json(res, 200, {});
      }
      if (path === '/__control/seen')
        return json(res, 200, { requests: s.requests, maxInFlight: s.maxInFlight, maxAtOnce: s.maxAtOnce });
      const url = `https:/${path}`;
      const host = new URL(url).host;
      s.requests.push(url);
      s.inFlight.set(host, (s.inFlight.get(host) ?? 0) + 1);
      s.maxInFlight[host] = Math.max(s.maxInFlight[host] ?? 0, s.inFlight.get(host)!);
      s.maxAtOnce = Math.max(s.maxAtOnce, ++s.atOnce);
      const done = () => {
        s.inFlight.set(host, s.inFlight.get(host)! - 1);
        s.atOnce--;
      };
      res.on('close', done);
      const page = s.pages.get(url);
      if (page?.delayMs) await new Promise((r) => setTimeout(r, page.delayMs));
      if (!page) {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return void res.end('<h1>Not found</h1>');
      }
      res.writeHead(page.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
      if (page.bytes === undefined) return void res.end(page.body ?? '');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent < page.bytes && !res.destroyed; sent += chunk.length) {
        if (!res.write(chunk))
          await new Promise<void>((r) => {
            const go = () => {
              res.off('drain', go);
              res.off('close', go);
              r();
            };
            res.on('drain', go);
            res.on('close', go);
          });
      }
      res.end(page.body ?? '');
    }),
    port,
  );
}

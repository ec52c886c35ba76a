// Tiny JSON HTTP helpers for the local fakes (Node only, loopback only).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** A request to a fake, with the path inside its namespace (see namespaced). */
export type NamespacedHandler<S> = (
  state: S,
  path: string,
  req: IncomingMessage,
  body: string,
  res: ServerResponse,
) => void | Promise<void>;

/**
 * One fake serving many independent callers: a path that starts with /ns/<id> is served from the state of
 * namespace <id> (made by `init` on first use), with the rest of the path as the route; any other path from the
 * default namespace. The worker suite gives each runtime its own prefix, so files can run in parallel without
 * seeing each other's mail, PayPal calls or outage modes; the browser suite and `npm run load` use the bare URLs.
 * POST <prefix>/__control/fresh starts the namespace over: a runtime does so before each of its test files
 * (apply-migrations.ts). `next` makes the new state from the old (default: `init()`): it lets go of what the old
 * state holds open, and keeps what the real service would still know (a token it issued, a key it has seen), since
 * the Worker's isolate, which lives on, may still hold it.
 */
export function namespaced<S>(init: () => S, handle: NamespacedHandler<S>, next?: (old: S) => S): Handler {
  const states = new Map<string, S>();
  return (req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const match = /^\/ns\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const id = match ? match[1]! : '';
    if ((match ? match[2] : url.pathname) === '/__control/fresh' && req.method === 'POST') {
      const old = states.get(id);
      states.set(id, old !== undefined && next ? next(old) : init());
      return json(res, 200, {});
    }
    let state = states.get(id);
    if (state === undefined) states.set(id, (state = init()));
    return handle(state, match ? (match[2] ?? '/') : url.pathname, req, body, res);
  };
}

export async function listen(handler: Handler, port = 0): Promise<{ server: Server; port: number; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Promise.resolve(handler(req, body, res)).catch((err: unknown) => json(res, 500, { message: String(err) }));
    });
  });
  // Node closes a connection idle for 5 s by default, and the Worker's runtime, which keeps connections to reuse,
  // could send on one in the very moment it closed: "Network connection lost", a 502 from the Worker. Seen once a
  // runtime ran file after file (a PayPal call after a pause). The gate closes every connection when it ends.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return { server, port: actual, url: `http://127.0.0.1:${actual}` };
}

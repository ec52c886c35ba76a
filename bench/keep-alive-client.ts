// The load's HTTP client: kept-alive connections where every answer belongs to the request that asked for it,
// because each request awaits its own response. There are as many connections as requests in flight (the load's
// connections and the abusers'): no request waits in the agent's queue, because a queued request handed a
// connection that has just answered is not marked as reusing it (Node's agent marks only requests that find a
// free connection), and it could not be sent again safely (below).
//
// Why not autocannon here: workerd (KJ's HTTP server defaults) closes a connection, without a
// `Connection: close` header, after answering a request whose body the Worker never read (a 401 before the body
// is parsed, a 429 from a per-address limit), and closes a kept-alive connection left idle for 5 s. autocannon
// has by then written its next request on that connection; when it reconnects, that request stays queued
// without an answer and every later answer on the connection is counted for the request before it.
//
// A request written on a reused connection that the server had already closed is sent again once, on a new
// connection: the server never read it (Node's documented `reusedSocket` pattern, which browsers follow too).
// Such requests are counted, and any other request that gets no answer is reported, never retried. One such
// case: workerd drops a connection whose request it has not read within 15 s (KJ's header timeout), which
// happens when the machine cannot keep up with the load.
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

export class Client {
  private readonly agent: http.Agent;
  private readonly origin: URL;
  /** Requests sent again after the server had closed their kept-alive connection (see above). */
  sentAgain = 0;
  /** Requests that got no answer: method, path and the error. */
  readonly unanswered: string[] = [];

  constructor(origin: string) {
    this.origin = new URL(origin);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });
  }

  /** Sends a request (a JSON body if given); undefined when no answer came (recorded in `unanswered`). */
  async send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const h = payload === undefined ? headers : { ...headers, 'content-type': 'application/json' };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, path, h, payload, attempt === 1);
      } catch (err) {
        const e = err as NodeJS.ErrnoException & { reusedSocket?: boolean };
        if (attempt === 1 && e.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) {
          this.sentAgain++;
          continue;
        }
        this.unanswered.push(
          `${method} ${path}: ${e.code ?? ''} ${e.message} (attempt ${attempt}${e.reusedSocket ? ', a reused connection' : ''})`,
        );
        return undefined;
      }
    }
  }

  close() {
    this.agent.destroy();
  }

  /** `pooled`: on a kept-alive connection of the pool; otherwise on a connection of its own, closed after it. */
  private once(
    method: string,
    path: string,
    headers: Record<string, string>,
    payload: string | undefined,
    pooled: boolean,
  ) {
    return new Promise<Answer>((resolve, reject) => {
      let answered = false;
      const req = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
          // The second attempt must not pick another pooled connection the server may have closed as well.
          agent: pooled ? this.agent : false,
          timeout: 30_000,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
      // Only an error before any answer can mean "never read"; one after it started is reported as it is.
      req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket && !answered })));
      req.end(payload);
    });
  }
}

// The part of autocannon 8's API the bench and the load use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /**
   * One request of a connection's sequence. `C` is the per-connection context: autocannon hands the same
   * object (empty at first) to every setupRequest and onResponse of one connection, so its fields are optional.
   */
  export interface Request<C extends object = Record<string, unknown>> {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request<C>, context: C) => Request<C>;
    /** Response headers as name to value, a repeated header (set-cookie) as a list. */
    onResponse?: (status: number, body: string, context: C, headers: Record<string, string | string[]>) => void;
  }
  interface Options<C extends object> {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request<C>[];
  }
  interface Result {
    /** Seconds the run took. */
    duration: number;
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    start: Date;
    finish: Date;
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {}
  function autocannon<C extends object = Record<string, unknown>>(opts: Options<C>): Instance;
  export default autocannon;
}

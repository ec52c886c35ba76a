// The part of autocannon 8's API that load.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RawRequest {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      setupRequest?: (req: RawRequest, context: any) => RawRequest | undefined;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      onResponse?: (status: number, body: string, context: any, headers?: Record<string, unknown>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      duration: number;
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}

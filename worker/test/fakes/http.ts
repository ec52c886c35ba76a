// Tiny JSON HTTP helpers for the local fakes (Node only, loopback only).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export async function listen(handler: Handler, port = 0): Promise<{ server: Server; port: number; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Promise.resolve(handler(req, body, res)).catch((err: unknown) => json(res, 500, { message: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return { server, port: actual, url: `http://127.0.0.1:${actual}` };
}

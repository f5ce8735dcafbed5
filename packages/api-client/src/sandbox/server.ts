import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';

export interface SandboxHttpServerOptions {
  /**
   * Origins allowed to call from a browser (the portal's); by default any page served from this
   * machine (http://127.0.0.1:* and http://localhost:*).
   */
  allowedOrigins?: readonly string[];
  /** Answers a request before the sandbox does (a refusal), or null to let it through. */
  guard?: (request: Request) => Response | null;
}

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

function allowed(origin: string | undefined, allowedOrigins: readonly string[] | undefined): origin is string {
  if (!origin) return false;
  return allowedOrigins ? allowedOrigins.includes(origin) : LOCAL_ORIGIN.test(origin);
}

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers,
    body: hasBody ? Readable.toWeb(message) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, reply: ServerResponse, cors: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  reply.writeHead(response.status, headers);
  if (!response.body) {
    reply.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) reply.write(chunk);
  reply.end();
}

/**
 * The sandbox's MSW handlers as a request listener, on msw's public getResponse: CORS for the portal's origin,
 * JSON and multipart bodies, `HttpResponse.error()` as a dropped connection, 404 for the rest. A server of one's
 * own can answer its API paths with it (`pnpm start` serves the portal and the API on one origin).
 */
export function sandboxRequestListener(handlers: HttpHandler[], options: SandboxHttpServerOptions = {}) {
  return (message: IncomingMessage, reply: ServerResponse) => {
    const origin = message.headers.origin;
    const cors: Record<string, string> = allowed(origin, options.allowedOrigins)
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : { vary: 'Origin' };
    if (message.method === 'OPTIONS') {
      reply.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers':
          message.headers['access-control-request-headers'] ?? 'content-type, authorization',
        'access-control-max-age': '600',
      });
      reply.end();
      return;
    }
    const self = `http://${message.headers.host ?? '127.0.0.1'}`;
    void (async () => {
      const request = toRequest(message, self);
      const refused = options.guard?.(request) ?? null;
      const response = refused ?? (await getResponse(handlers, request, { baseUrl: self }));
      if (!response) {
        await writeResponse(
          Response.json({ message: 'Rota não encontrada no sandbox.' }, { status: 404 }),
          reply,
          cors,
        );
      } else if (response.type === 'error') {
        // HttpResponse.error(): the connection drops, as a network failure would.
        message.socket.destroy();
      } else {
        await writeResponse(response, reply, cors);
      }
    })().catch((error: unknown) => {
      console.error('[@painel/api-client sandbox] a request failed', error);
      if (!reply.headersSent) reply.writeHead(500, cors);
      reply.end();
    });
  };
}

/** The sandbox as a real HTTP API (what `painel-sandbox` runs). */
export function createSandboxHttpServer(handlers: HttpHandler[], options: SandboxHttpServerOptions = {}): Server {
  const server = createServer(sandboxRequestListener(handlers, options));
  server.headersTimeout = 30_000;
  server.requestTimeout = 60_000;
  return server;
}

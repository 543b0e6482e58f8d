import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers on every answer (CSP, HSTS, frame and referrer policies, nosniff …), as
// helmet's defaults plus our CSP. @fastify/helmet builds helmet's whole middleware chain again
// on every request (parsing the CSP each time: 5% of a Quick Check's CPU); the headers never
// change, so they are worked out once here and copied onto each reply.

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Label scanning runs OCR as WebAssembly in a same-origin worker (decision 035);
      // 'wasm-unsafe-eval' lets it compile WebAssembly and nothing else (no JS eval).
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'"],
    },
  },
};

/** The headers helmet's middleware sets for `options`, read off a stand-in response. */
function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

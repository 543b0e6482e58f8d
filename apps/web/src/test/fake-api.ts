import { vi } from 'vitest';

// A fake of the network edge: tests stub the global fetch with it and describe the answers by
// "METHOD /path". Everything above fetch (api client, auth context, pages) is the real code.

export type FakeReply =
  | { status?: number; body?: unknown }
  | 'network-error'
  | Promise<{ status?: number; body?: unknown }>;
export type FakeHandler = (request: RecordedRequest) => FakeReply;
export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string's parameters, e.g. `query.get('from')`. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * `otherwise` answers routes the test did not list (e.g. the calls a real page makes when a
 * routing test lands on it); without it an unlisted route fails the request loudly.
 */
export function fakeApi(
  routes: Record<string, FakeHandler | FakeReply>,
  options: { otherwise?: FakeReply } = {},
) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`] ?? options.otherwise;
    if (route === undefined) {
      throw new Error(`fakeApi: no route for ${request.method} ${request.path}`);
    }
    const reply = await (typeof route === 'function' ? route(request) : route);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The recorded requests to one "METHOD /path". */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** A promise with its resolve function, to hold a reply until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

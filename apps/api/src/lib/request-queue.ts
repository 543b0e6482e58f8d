import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// Fair queueing in front of the embedded database (issue 23 item 8). PGlite runs one statement at
// a time; under 500 connections the requests beyond what it can serve used to wait as long as the
// whole backlog took, some past 10 s. Now at most `limit` API requests are in flight at once, the
// rest wait in arrival order, and one that has waited `maxWaitMs` is answered 503 with
// Retry-After instead of waiting on: every request is answered in about maxWaitMs plus its own
// time. Health checks and the OpenAPI document skip the queue, so a busy server still says so.

/** Requests served at once: enough to overlap parsing and serialising with the database's work. */
export const QUEUE_LIMIT = 16;
/** The longest a request waits for its turn before it is told to come back (total budget 10 s). */
export const QUEUE_MAX_WAIT_MS = 7_000;

const SKIPS_QUEUE = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/openapi.json',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route waits on a service outside PawRx (the AI provider, up to its timeout): it takes no
     * place in the queue, or a few slow answers would hold every place. Its database reads still
     * take their turn in PGlite's own first-come lock.
     */
    outsideQueue?: boolean;
  }
}

type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  timer: NodeJS.Timeout;
}

export class AdmissionQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limit = QUEUE_LIMIT,
    private readonly maxWaitMs = QUEUE_MAX_WAIT_MS,
  ) {}

  /** Requests in flight and waiting, for tests and metrics. */
  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** A place at once when one is free and nobody waits, else null (then `enter` to wait). */
  tryEnter(): Release | null {
    if (this.active >= this.limit || this.waiting.length > 0) return null;
    this.active += 1;
    return this.releaser();
  }

  /** A release to call once (more calls are ignored), or null when the wait ran out. */
  enter(): Promise<Release | null> {
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: (release) => resolve(release),
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(null);
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) {
        // The place passes straight to the next in line: `active` stays the same.
        clearTimeout(next.timer);
        next.admit(this.releaser());
      } else {
        this.active -= 1;
      }
    };
  }
}

/** Puts every API request but the health checks through the queue. */
export function registerRequestQueue(app: FastifyInstance, queue: AdmissionQueue): void {
  const releases = new WeakMap<object, () => void>();
  const hold = (request: FastifyRequest, reply: FastifyReply, release: () => void) => {
    releases.set(request, release);
    // The place is given back once the answer is sent (onResponse), or when the connection
    // closes first (a client that went away); the release ignores a second call.
    reply.raw.once('close', release);
  };
  // Callback style: a free place (the usual case) admits without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || SKIPS_QUEUE.has(path)) return done();
    if (request.routeOptions.config?.outsideQueue) return done();
    const now = queue.tryEnter();
    if (now) {
      hold(request, reply, now);
      return done();
    }
    void queue.enter().then((release) => {
      if (!release) return done(AppError.serviceUnavailable());
      hold(request, reply, release);
      done();
    });
  });
  app.addHook('onResponse', (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });
}

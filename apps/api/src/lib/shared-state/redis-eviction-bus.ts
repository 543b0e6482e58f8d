import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { LocalEvictionBus, parseEviction, type Eviction, type EvictionBus } from './eviction';

/**
 * Evictions over Redis pub/sub: applied here at once, then published to every process on the
 * same REDIS_URL and prefix. Pub/sub keeps no history, so after the subscriber connection drops
 * and comes back this process forgets every cached entry rather than trust what it may have missed.
 */
export class RedisEvictionBus implements EvictionBus {
  private readonly local = new LocalEvictionBus();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private wasConnected = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}evictions`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    subscriber.on('ready', () => {
      if (this.wasConnected) this.local.deliver({ kind: 'all' });
      this.wasConnected = true;
    });
  }

  /** Resolves once the subscription is live, so no eviction published after it is missed. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.wasConnected = true;
  }

  async publish(eviction: Eviction): Promise<void> {
    this.local.deliver(eviction);
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, eviction }));
    } catch (error) {
      this.log?.warn({ err: error }, 'Redis unreachable: eviction not sent to other processes');
    }
  }

  subscribe(apply: (eviction: Eviction) => void): void {
    this.local.subscribe(apply);
  }

  private receive(message: string): void {
    let parsed: { origin?: unknown; eviction?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === this.origin) return;
    const eviction = parseEviction(parsed.eviction);
    if (eviction) this.local.deliver(eviction);
  }

  async close(): Promise<void> {}
}

/**
 * What a write tells every API process to forget. One vocabulary for the in-process, cluster and
 * Redis buses, so a feature says what changed and never which caches hold it.
 */
export type Eviction =
  /** A logout: this one session. */
  | { kind: 'session'; sessionId: string }
  /** A password reset or a profile change: every session of the account. */
  | { kind: 'user'; userId: string }
  /** A pet, or something its list entry shows (vaccinations), was created, edited or deleted. */
  | { kind: 'pet'; ownerId: string; petId: string }
  /** Someone's pet list changed without their own write: a pet shared with them, or unshared. */
  | { kind: 'pet-list'; userId: string }
  /** This process may have missed evictions (its bus reconnected): forget everything. Local only. */
  | { kind: 'all' };

const KINDS = new Set(['session', 'user', 'pet', 'pet-list']);

/** Reads an eviction that crossed a process boundary; anything malformed is ignored. */
export function parseEviction(value: unknown): Eviction | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as Record<string, unknown>;
  if (!KINDS.has(e.kind as string)) return undefined;
  const strings = (...keys: string[]) => keys.every((k) => typeof e[k] === 'string');
  if (e.kind === 'session' && strings('sessionId')) return e as Eviction;
  if (e.kind === 'user' && strings('userId')) return e as Eviction;
  if (e.kind === 'pet' && strings('ownerId', 'petId')) return e as Eviction;
  if (e.kind === 'pet-list' && strings('userId')) return e as Eviction;
  return undefined;
}

/** Carries evictions to the caches of this process and of every other process sharing it. */
export interface EvictionBus {
  /** Applies `eviction` here at once, then tells the other processes. */
  publish(eviction: Eviction): Promise<void>;
  /** `apply` runs for every eviction, local or from another process. */
  subscribe(apply: (eviction: Eviction) => void): void;
  close(): Promise<void>;
}

/** One process: evictions apply here and go nowhere else. */
export class LocalEvictionBus implements EvictionBus {
  private readonly handlers: ((eviction: Eviction) => void)[] = [];

  async publish(eviction: Eviction): Promise<void> {
    this.deliver(eviction);
  }

  subscribe(apply: (eviction: Eviction) => void): void {
    this.handlers.push(apply);
  }

  /** Runs the local handlers; the cross-process buses call it for messages they receive. */
  deliver(eviction: Eviction): void {
    for (const apply of this.handlers) apply(eviction);
  }

  async close(): Promise<void> {}
}

import type { Worker } from 'node:cluster';

// A tiny request/answer channel between a cluster worker and its primary over node's IPC, for
// the shared state of workers on one machine without Redis. Messages carry a `pawrx` tag so
// anything else on the channel is left alone.

type Request = { pawrx: 'request'; id: number; topic: string; payload: unknown };
type Answer = { pawrx: 'answer'; id: number; result: unknown };

const pending = new Map<number, (result: unknown) => void>();
let nextId = 1;
let listening = false;

function isTagged(message: unknown, kind: string): boolean {
  return typeof message === 'object' && message !== null && (message as Request).pawrx === kind;
}

/** From a worker: asks the primary and resolves with its answer (rejects after `timeoutMs`). */
export function askPrimary(topic: string, payload: unknown, timeoutMs = 2_000): Promise<unknown> {
  if (!process.send) return Promise.reject(new Error('not a cluster worker'));
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isTagged(message, 'answer')) return;
      const { id, result } = message as Answer;
      pending.get(id)?.(result);
      pending.delete(id);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the cluster primary did not answer ${topic}`));
    }, timeoutMs);
    timer.unref();
    pending.set(id, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
    process.send!({ pawrx: 'request', id, topic, payload } satisfies Request);
  });
}

/** In the primary: answers `topic` requests from `worker` with `handle`. */
export function answerWorker(
  worker: Worker,
  topic: string,
  handle: (payload: unknown, from: Worker) => unknown,
): void {
  worker.on('message', (message: unknown) => {
    if (!isTagged(message, 'request') || (message as Request).topic !== topic) return;
    const { id, payload } = message as Request;
    const result = handle(payload, worker);
    if (worker.isConnected()) worker.send({ pawrx: 'answer', id, result } satisfies Answer);
  });
}

/** In a worker: runs `handle` for every `topic` message the primary pushes. */
export function onPrimaryPush(topic: string, handle: (payload: unknown) => void): void {
  process.on('message', (message: unknown) => {
    if (isTagged(message, 'push') && (message as { topic: string }).topic === topic)
      handle((message as { payload: unknown }).payload);
  });
}

/** In the primary: pushes a `topic` message to a worker. */
export function pushToWorker(worker: Worker, topic: string, payload: unknown): void {
  if (worker.isConnected()) worker.send({ pawrx: 'push', topic, payload });
}

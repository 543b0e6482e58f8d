import { useSyncExternalStore } from 'react';
import type { Dose, LoggedDoseStatus } from '@pawrx/contracts/doses';
import { RECORDS_CHANGED_EVENT } from '@pawrx/contracts/offline';

// Dose logs the service worker queued offline (decision 048), remembered by the page until the
// worker says it sent them: the Today list, which reads its doses from the offline copy taken
// before, would otherwise show the dose as still due. Kept in localStorage so a reload offline
// still shows them; the server's answer wins as soon as it is read again.

const STORAGE_KEY = 'pawrx-pending-dose-logs';
/** The worker keeps queued logs 7 days; the page forgets its note of them as long after. */
const KEEP_MS = 7 * 24 * 3600_000;

type Pending = { medicationId: string; scheduledAt: string; status: LoggedDoseStatus; at: number };

const listeners = new Set<() => void>();
let snapshot: Pending[] = read();

function read(): Pending[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as Pending[];
    return Array.isArray(parsed) ? parsed.filter((p) => Date.now() - p.at < KEEP_MS) : [];
  } catch {
    return [];
  }
}

function write(next: Pending[]): void {
  snapshot = next;
  try {
    if (next.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the note lives in memory for this visit.
  }
  for (const listener of listeners) listener();
}

const sameDose = (p: Pending, dose: Pick<Dose, 'medicationId' | 'scheduledAt'>) =>
  p.medicationId === dose.medicationId && p.scheduledAt === dose.scheduledAt;

/** Notes a log the worker queued (answered 202 `{ queued: true }`). */
export function rememberQueuedLog(
  dose: Pick<Dose, 'medicationId' | 'scheduledAt'>,
  status: LoggedDoseStatus,
): void {
  write([
    ...snapshot.filter((p) => !sameDose(p, dose)),
    { medicationId: dose.medicationId, scheduledAt: dose.scheduledAt, status, at: Date.now() },
  ]);
}

// The worker sent the queue: the records are read again and say what the server has.
if (typeof window !== 'undefined') window.addEventListener(RECORDS_CHANGED_EVENT, () => write([]));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The doses as the user last left them: one still open on the server's (offline) copy but
 * logged on this device shows that log, marked `pendingSync`. A log the server has wins.
 */
export function usePendingDoseLogs(
  doses: readonly Dose[],
): Array<Dose & { pendingSync?: boolean }> {
  const pending = useSyncExternalStore(subscribe, () => snapshot);
  if (pending.length === 0) return [...doses];
  return doses.map((dose) => {
    if (dose.status === 'given' || dose.status === 'skipped') return dose;
    const queued = pending.find((p) => sameDose(p, dose));
    return queued ? { ...dose, status: queued.status, pendingSync: true } : dose;
  });
}

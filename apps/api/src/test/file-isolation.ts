import { afterAll, beforeAll, expect, vi } from 'vitest';
import { openTestAppCount } from './test-app';

/**
 * The API test files run without vitest's per-file isolation (decision 036): the files of one
 * worker share its module graph, so the app's code is imported once per worker, not per file.
 * Each file still builds its own apps on its own databases; this setup file (run before every
 * file) fails the file that leaves anything behind for the next one.
 */

/** Process signals and events a test app could subscribe to and forget. */
const WATCHED_EVENTS = ['SIGINT', 'SIGTERM', 'message', 'uncaughtException', 'unhandledRejection'];

export interface ProcessState {
  env: Record<string, string | undefined>;
  listeners: Record<string, number>;
  /** Test apps made by createTestApp and not closed yet. */
  openApps: number;
}

export function processState(): ProcessState {
  return {
    openApps: openTestAppCount(),
    env: { ...process.env },
    listeners: Object.fromEntries(
      WATCHED_EVENTS.map((event) => [event, process.listenerCount(event)]),
    ),
  };
}

/** What a file changed and did not put back, in words; empty when it left nothing. */
export function leftBehind(
  before: ProcessState,
  after: ProcessState,
  fakeTimers: boolean,
): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(before.env), ...Object.keys(after.env)]);
  for (const key of [...keys].sort())
    if (before.env[key] !== after.env[key]) problems.push(`process.env.${key} changed`);
  for (const event of WATCHED_EVENTS)
    if ((after.listeners[event] ?? 0) > (before.listeners[event] ?? 0))
      problems.push(`a process '${event}' listener was added`);
  const openApps = after.openApps - before.openApps;
  if (openApps > 0) problems.push(`${openApps} test app(s) not closed`);
  if (fakeTimers) problems.push('fake timers still on');
  return problems;
}

let before: ProcessState;
/** The file whose state is being watched (read by file-isolation.test.ts). */
export let watchedFile: string | undefined;
beforeAll(() => {
  before = processState();
  watchedFile = expect.getState().testPath;
});
afterAll(() => {
  expect(leftBehind(before, processState(), vi.isFakeTimers())).toEqual([]);
});

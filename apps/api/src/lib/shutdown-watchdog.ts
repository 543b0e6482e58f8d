import { Worker } from 'node:worker_threads';

// The last resort of a shutdown: a thread of its own that ends the process with SIGKILL once the
// budget is spent. The graceful path's own deadline is a timer on the main thread, which cannot
// fire while that thread is stuck in synchronous work (a database engine spinning on a data folder
// that was deleted under it); this one can, so SIGTERM always ends the process within the budget.

const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.budgetMs);
`;

/** Starts the watchdog; it never keeps the process alive by itself. */
export function startShutdownWatchdog(budgetMs: number): Worker {
  const watchdog = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { pid: process.pid, budgetMs },
  });
  watchdog.unref();
  return watchdog;
}

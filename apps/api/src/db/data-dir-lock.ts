import {
  closeSync,
  constants,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { lock } from 'os-lock';

// The embedded database must have one process at a time: two processes on one folder each see
// only their own writes, and one side's acknowledged writes vanish. An fcntl write lock on a file
// in DATA_DIR is held by the kernel for this process and dropped when the process dies, however
// it dies (kill -9 included), so there is never a stale lock to clean up. See decision 011.

export const LOCK_FILE_NAME = 'pawrx.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    const holder = holderPid ? ` (process ${holderPid})` : '';
    super(
      `The data folder ${dataDir} is already in use by another PawRx process${holder}. ` +
        'Stop that process first, or set DATA_DIR to a different folder.',
    );
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  release(): void;
}

// fcntl locks never conflict inside one process, so this process's own holders are tracked here.
const heldByThisProcess = new Set<string>();

/** Takes the folder's exclusive lock at once, or throws DataDirInUseError naming the folder. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  if (heldByThisProcess.has(dir)) throw new DataDirInUseError(dir, process.pid);

  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    await lock(fd, { exclusive: true, immediate: true });
  } catch (error) {
    closeSync(fd);
    if (isHeldElsewhere(error)) throw new DataDirInUseError(dir, readHolderPid(file));
    throw error;
  }
  heldByThisProcess.add(dir);
  // The pid is only a hint for the message above; the lock itself is what counts.
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);

  let released = false;
  return {
    dataDir: dir,
    release() {
      if (released) return;
      released = true;
      heldByThisProcess.delete(dir);
      closeSync(fd); // closing the descriptor drops the lock
    },
  };
}

function isHeldElsewhere(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'EAGAIN' || code === 'EACCES' || code === 'EBUSY';
}

function readHolderPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

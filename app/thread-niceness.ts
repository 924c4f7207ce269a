import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread alone. On Linux each thread is a task of its own, named by
 * /proc/thread-self; elsewhere, or where the system refuses, the thread keeps its priority (false): it still works, it only
 * competes with the answers as an equal.
 */
export function lowerThisThread(niceness: number): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, niceness);
    return true;
  } catch {
    return false;
  }
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the calling worker thread's CPU priority to `nice` (1–19, default the lowest), so background
 * work takes the CPU the threads answering requests leave idle first, and all of it when they leave
 * it idle. Only on Linux, where a priority set with pid 0 is the calling thread's own (elsewhere it
 * would be the whole process's); a system that refuses leaves the thread at normal priority.
 */
export function lowerThisThreadPriority(nice: number = os.constants.priority.PRIORITY_LOW): boolean {
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(0, nice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts the calling worker thread under Linux's SCHED_IDLE policy (util-linux `chrt --idle`, no
 * privilege needed): it then runs only on a core no other thread wants, where nice 19 still takes a
 * share of a contended one. For work that may wait for a rush to pass. Falls back to the lowest nice
 * where that is refused or `chrt` is missing; answers which it got.
 */
export function idleThisThread(): 'idle' | 'nice' | 'none' {
  if (process.platform !== 'linux') return 'none';
  try {
    const tid = fs.readlinkSync('/proc/thread-self').split('/').pop()!;
    const chrt = spawnSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore' });
    if (chrt.status === 0) return 'idle';
  } catch {
    // No /proc or no chrt: the nice below is the fallback.
  }
  return lowerThisThreadPriority() ? 'nice' : 'none';
}

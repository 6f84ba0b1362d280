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

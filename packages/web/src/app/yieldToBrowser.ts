interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next start-up step
 * (each step a short task instead of one long one). `scheduler.yield` keeps the step's priority
 * where the browser has it; a message (not a 4 ms-clamped timeout) elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

import { useEffect, useRef } from 'react';

/** Whether the visitor asked for reduced motion (then slides do not advance by themselves at first). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Calls `advance` every `intervalMs` while `running`; the count restarts whenever `restartKey`
 * changes (a slide chosen by hand gets its full time).
 */
export function useAutoAdvance(running: boolean, intervalMs: number, advance: () => void, restartKey: unknown): void {
  const latest = useRef(advance);
  latest.current = advance;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the timer on purpose.
  useEffect(() => {
    if (!running || intervalMs <= 0) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, restartKey]);
}

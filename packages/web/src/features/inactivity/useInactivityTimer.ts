import { INACTIVITY_TIMEOUT_MS } from '@hotel/contract/constants';
import { useEffect, useRef, useState } from 'react';

/** What counts as activity: the page loading (mount), a click, a scroll or a key press. */
export const ACTIVITY_EVENTS = ['click', 'scroll', 'keydown', 'keypress'] as const;

/**
 * Starts a timer on mount and restarts it on every click, scroll or key press; returns true once it
 * has run out (and stops listening: the page is stale until reloaded). `timeoutMs` defaults to the
 * spec's 15 minutes.
 */
export function useInactivityTimer({
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  enabled = true,
}: {
  timeoutMs?: number;
  enabled?: boolean;
} = {}): boolean {
  const [expired, setExpired] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled || expired) return;
    const restart = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setExpired(true), timeoutMs);
    };
    restart();
    const options = { capture: true, passive: true } as const;
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, options);
    return () => {
      clearTimeout(timer.current);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, options);
    };
  }, [enabled, expired, timeoutMs]);

  return expired;
}

import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` right after its own first commit, in a transition, and an empty box of
 * `placeholderClassName` until then. A screen's first commit is one task on the main thread: its DOM,
 * its layout effects and, when a form's first state update comes from a layout effect (react-hook-form's
 * `useForm` always does), a synchronous re-render that flushes every passive effect of the screen with
 * it. A part of the screen that can wait a frame (a long form) mounts in tasks of its own instead, so
 * no single task blocks a phone for long. The placeholder keeps the space below it from moving.
 */
export function AfterFirstCommit({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : <div className={placeholderClassName} aria-hidden="true" />;
}

import type { ReactNode } from 'react';

/** The title of a screen (the page's h1, target of the section's aria-labelledby) and its actions. */
export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 id="admin-section-title" className="text-xl font-semibold">
        {title}
      </h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

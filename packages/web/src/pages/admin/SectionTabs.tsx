import type { ReactNode } from 'react';

/** Tabs of a screen: one button per tab (the chosen one marked) above the chosen tab's panel. */
export function SectionTabs<Tab extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
  children,
}: {
  tabs: readonly Tab[];
  value: Tab;
  onChange: (tab: Tab) => void;
  label: string;
  labelOf: (tab: Tab) => string;
  children: ReactNode;
}) {
  return (
    <>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={value === item}
            onClick={() => onChange(item)}
            className={`rounded-t-md px-3 py-2 text-sm ${value === item ? 'bg-main text-on-main' : 'hover:bg-main-soft'}`}
          >
            {labelOf(item)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={labelOf(value)}>
        {children}
      </div>
    </>
  );
}

import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

/** Accessible tabs (React Aria: arrow keys, roles, focus) in the site's look. */
export function MemberTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  testId,
}: {
  label: string;
  tabs: readonly { id: K; label: string }[];
  selected: K;
  onSelect: (id: K) => void;
  children: (id: K) => ReactNode;
  testId?: string;
}) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key) as K)} data-testid={testId}>
      <TabList aria-label={label} className="mb-4 flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className={({ isSelected, isFocusVisible }) =>
              `cursor-pointer rounded-t-md px-4 py-2 text-sm font-medium outline-none ${
                isSelected ? 'border-b-2 border-main text-main' : 'text-muted hover:text-text'
              } ${isFocusVisible ? 'ring-2 ring-focus' : ''}`
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="outline-none">
          {selected === tab.id ? children(tab.id) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

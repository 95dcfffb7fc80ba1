import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The tabs pattern: one tab in the tab order, the arrow keys follow the reading direction (the
 * DirectionProvider's, so the left arrow goes forward in Arabic), Home and End jump to the ends,
 * and moving to a tab selects it. `line` tabs underline the chosen one, `pills` fill it.
 */
export function Tabs({
  value,
  onValueChange,
  variant = 'line',
  className,
  children,
}: {
  value: string;
  onValueChange(value: string): void;
  variant?: 'line' | 'pills';
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      className={['tabs', `tabs--${variant}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </RadixTabs.Root>
  );
}

/** The row of tabs, named by a label or by the heading it sits under. */
export function TabList({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.List className="tabs__list" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </RadixTabs.List>
  );
}

/** `value` becomes part of element ids: letters, digits and dashes only. */
export function Tab({ value, testId, children }: { value: string; testId?: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger value={value} className="tabs__tab" data-testid={testId}>
      {children}
    </RadixTabs.Trigger>
  );
}

/** The chosen tab's panel, named by its tab. Only the chosen one is rendered. */
export function TabPanel({
  value,
  testId,
  className,
  children,
}: {
  value: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content
      value={value}
      className={['tabs__panel', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {children}
    </RadixTabs.Content>
  );
}

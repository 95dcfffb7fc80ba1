import type { ReactNode, RefObject } from 'react';

export interface ListboxOption {
  /** Unique within the list; part of the option's element id. */
  key: string;
  label: string;
}

export interface ListboxGroup<O extends ListboxOption> {
  key: string;
  /** Shown above the group's options and naming it; a list of one unnamed group has none. */
  label?: string;
  options: O[];
  testId?: string;
}

/** The element id of an option, for aria-activedescendant. */
export const optionId = (listId: string, key: string) => `${listId}-option-${key}`;

/** What the popup list is given by its control (Combobox, Select). */
export interface ListboxPopupProps<O extends ListboxOption> {
  id: string;
  label?: string;
  labelledBy?: string;
  groups: ListboxGroup<O>[];
  /** The active option, in the order of all groups' options together; -1 for none. */
  active: number;
  /** The option the control's value is (a select's), marked for the eye. */
  chosen?: string;
  anchor: RefObject<HTMLElement | null>;
  testId?: string;
  renderOption?(option: O): ReactNode;
  optionTestId?(option: O): string;
  onChoose(option: O): void;
  /** A click or focus outside the list and its control, or Escape. */
  onDismiss(): void;
}

import type { ReactNode } from 'react';
import { lazyComponent } from './lazy-component';
import type { ListboxOption, ListboxPopupProps } from './listbox-option';

/**
 * The popup list (Radix's popover and its layers), loaded when a list first opens or its control
 * gets focus: the search boxes of the public pages leave it out of their first scripts.
 */
const popup = lazyComponent(() => import('./ListboxPopup').then((module) => module.default));

/** Typed by its props: the list is generic over its option type. */
export const ListboxPopup = popup.Component as <O extends ListboxOption>(
  props: ListboxPopupProps<O>,
) => ReactNode;

export const preloadListboxPopup = popup.preload;

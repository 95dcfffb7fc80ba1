import { type KeyboardEvent, useId, useState } from 'react';

/**
 * A search box's combobox (WAI-ARIA list autocomplete): arrow keys move through the choices and
 * wrap, Enter takes the active one, Escape closes, focus opens the list (after `onFocus`, where
 * a box refreshes what it offers). Returns the state and the props of the input.
 */
export function useCombobox<C extends { id: string }>({
  choices,
  onTake,
  onType,
  onFocus,
}: {
  choices: C[];
  onTake(choice: C): void;
  onType(text: string): void;
  onFocus?(): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && choices.length > 0;

  const take = (choice: C) => {
    setOpen(false);
    setActive(-1);
    onTake(choice);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (choices.length ? (i + step + choices.length) % choices.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && choices[active]) {
      event.preventDefault();
      take(choices[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };

  return {
    id,
    listId: `${id}-list`,
    optionId: (choice: C) => `${id}-${choice.id}`,
    active,
    expanded,
    take,
    inputProps: {
      id: `${id}-input`,
      type: 'search',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': `${id}-list`,
      'aria-activedescendant': expanded && active >= 0 ? `${id}-${choices[active]?.id}` : undefined,
      onChange: (e: { target: { value: string } }) => {
        onType(e.target.value);
        setOpen(true);
        setActive(-1);
      },
      onFocus: () => {
        onFocus?.();
        setOpen(true);
      },
      // A click on a choice lands before the list closes.
      onBlur: () => setTimeout(() => setOpen(false), 150),
      onKeyDown,
    } as const,
  };
}

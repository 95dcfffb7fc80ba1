/**
 * Where the active option of a listbox goes for a key, or undefined when the key does not move
 * it. -1 is "none active". Up and down are the same in every reading direction: the list is
 * vertical. A combobox wraps around and leaves Home and End to the text caret; a select stops
 * at the ends and jumps to them.
 */
export function movedIndex(
  key: string,
  active: number,
  count: number,
  { wrap, ends }: { wrap: boolean; ends: boolean },
): number | undefined {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      if (active < 0) return 0;
      return wrap ? (active + 1) % count : Math.min(last, active + 1);
    case 'ArrowUp':
      if (active < 0) return last;
      return wrap ? (active - 1 + count) % count : Math.max(0, active - 1);
    case 'Home':
      return ends ? 0 : undefined;
    case 'End':
      return ends ? last : undefined;
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the first option after `active` (wrapping round) whose label starts with what was
 * typed, or -1.
 */
export function typedIndex(labels: string[], typed: string, active: number): number {
  const prefix = typed.toLocaleLowerCase();
  if (!prefix) return -1;
  // Typing the same letter again steps through the options that start with it.
  const start = prefix.length === 1 ? active + 1 : Math.max(0, active);
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(prefix)) return index;
  }
  return -1;
}

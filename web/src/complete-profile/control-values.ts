/*
 * The form holds what the request body holds (numbers, null for nothing chosen); controls show
 * and give text. These convert between the two, and leave every judgement to the contract.
 */

/** What a select, date or number control shows for a value of the form. */
export function controlText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A chosen list id, or null for 'Choose…'. */
export function idOf(text: string): number | null {
  return text === '' ? null : Number(text);
}

/** A typed amount, null when blank. */
export function amountOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** A date control's day, null once cleared. */
export function dayOf(text: string): string | null {
  return text === '' ? null : text;
}

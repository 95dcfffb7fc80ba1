/**
 * Text the database cannot keep: PostgreSQL refuses NUL in text and JSON, and a lone UTF-16
 * surrogate is not a character at all (encoders turn it into U+FFFD, silently changing what was
 * sent). Every input the relay reads (request parts, chat frames) is walked once for these before
 * its contract parses it, so no route has to remember them. Bidi overrides and other format
 * characters are legitimate text (Arabic names and addresses) and are not refused here.
 */
export const unsafeTextMessage = 'field.invalid_characters';

export interface UnsafeTextIssue {
  code: 'custom';
  /** Where the text is; a bad object key is reported at the object holding it. */
  path: (string | number)[];
  message: typeof unsafeTextMessage;
}

/** Every place in a parsed input (JSON, query, params) holding unsafe text, once per place. */
export function unsafeTextIssues(input: unknown): UnsafeTextIssue[] {
  const issues: UnsafeTextIssue[] = [];
  const reported = new Set<Place | null>();
  const report = (place: Place | null) => {
    if (reported.has(place)) return;
    reported.add(place);
    issues.push({ code: 'custom', path: pathOf(place), message: unsafeTextMessage });
  };
  // A stack, not recursion, and each place points at its parent instead of copying the path: a
  // body nested 100,000 levels deep must neither overflow the call stack nor cost quadratic time.
  const stack: { value: unknown; place: Place | null }[] = [{ value: input, place: null }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, place } = next;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) report(place);
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => {
        stack.push({ value: item, place: { parent: place, key } });
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnsafeText(key)) report(place);
        stack.push({ value: item, place: { parent: place, key } });
      }
    }
  }
  return issues;
}

interface Place {
  parent: Place | null;
  key: string | number;
}

function pathOf(place: Place | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Text with every unpaired surrogate replaced by U+FFFD, as an encoder would write it. */
export function wellFormedText(text: string): string {
  return text.replace(loneSurrogates, '\ufffd');
}

// Without the u flag a regex sees UTF-16 code units, so a surrogate is unpaired exactly when no
// partner stands next to it.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const unsafe = new RegExp(`\\u0000|${loneSurrogates.source}`);

/** NUL, or a surrogate without its pair. */
export function isUnsafeText(text: string): boolean {
  return unsafe.test(text);
}

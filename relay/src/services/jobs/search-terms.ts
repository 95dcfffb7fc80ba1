/**
 * A search query split into what each kind of term can use. Words of space-separated scripts go to
 * full-text search on the 'simple' tsvector; terms in scripts written without spaces (Chinese,
 * Japanese, Korean, Thai…) cannot: the parser keeps a whole run of them as one lexeme, so they
 * become substring matches on the title, which the title's trigram index accelerates.
 */
export interface SearchTerms {
  /** tsquery text for the words, or null when there are none. */
  tsQuery: string | null;
  /** The words as lexemes, each matched as a prefix or (one letter) exactly. */
  words: { lexeme: string; prefix: boolean }[];
  /** ILIKE patterns the title must all match (every term: words too, for the title bonus). */
  titlePatterns: string[];
  /** ILIKE patterns that filter (the unsegmented terms only). */
  containsPatterns: string[];
}

const unsegmentedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const hasLetterOrDigit = /[\p{L}\p{N}]/u;

export function readSearchTerms(query: string | undefined): SearchTerms {
  const terms = (query ?? '')
    .normalize('NFKC')
    .split(/\s+/u)
    .filter((t) => hasLetterOrDigit.test(t))
    .slice(0, 10);
  const words: SearchTerms['words'] = [];
  const containsPatterns: string[] = [];
  for (const term of terms) {
    if (unsegmentedScript.test(term)) containsPatterns.push(likePattern(term));
    // One letter as a prefix would match half the dictionary: 'C' or 'R' means the lexeme itself.
    else words.push({ lexeme: term.toLowerCase(), prefix: [...term].length > 1 });
  }
  const operands = words.map((w) => `'${quoteLexeme(w.lexeme)}'${w.prefix ? ':*' : ''}`);
  return {
    tsQuery: operands.length ? operands.join(' & ') : null,
    words,
    titlePatterns: terms.map(likePattern),
    containsPatterns,
  };
}

/** '%term%' with LIKE's own characters escaped (backslash is the default LIKE escape). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Inside a quoted tsquery operand only the quote and the backslash are special; the text is then
 * run through the same parser as the documents, so 'e-commerce' or 'node.js' match as indexed.
 */
function quoteLexeme(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "''");
}

import { describe, expect, it } from 'vitest';
import { likePattern, readSearchTerms } from './search-terms';

describe('search terms', () => {
  it('sends words of spaced scripts to full-text search as prefixes', () => {
    expect(readSearchTerms('Senior  Developer')).toEqual({
      tsQuery: "'senior':* & 'developer':*",
      words: [
        { lexeme: 'senior', prefix: true },
        { lexeme: 'developer', prefix: true },
      ],
      titlePatterns: ['%Senior%', '%Developer%'],
      containsPatterns: [],
    });
    expect(readSearchTerms('Ingeniería مهندس').tsQuery).toBe("'ingeniería':* & 'مهندس':*");
  });

  it('matches a one-letter word exactly, so C or R do not match every word starting with them', () => {
    expect(readSearchTerms('C developer').tsQuery).toBe("'c' & 'developer':*");
  });

  it('sends terms in scripts written without spaces to a title substring match', () => {
    expect(readSearchTerms('Java エンジニア')).toEqual({
      tsQuery: "'java':*",
      words: [{ lexeme: 'java', prefix: true }],
      titlePatterns: ['%Java%', '%エンジニア%'],
      containsPatterns: ['%エンジニア%'],
    });
    expect(readSearchTerms('軟體工程師').containsPatterns).toEqual(['%軟體工程師%']);
    expect(readSearchTerms('営業').tsQuery).toBeNull();
  });

  it('normalises full-width letters (NFKC) and ignores terms without letters or digits', () => {
    expect(readSearchTerms('ＪＡＶＡ').tsQuery).toBe("'java':*");
    expect(readSearchTerms(' & | ! ')).toEqual({
      tsQuery: null,
      words: [],
      titlePatterns: [],
      containsPatterns: [],
    });
    expect(readSearchTerms(undefined).titlePatterns).toEqual([]);
  });

  it('quotes tsquery operands and escapes LIKE wildcards', () => {
    expect(readSearchTerms("o'neil\\").tsQuery).toBe("'o''neil\\\\':*");
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

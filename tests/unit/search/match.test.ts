import fc from 'fast-check';
import { decidingForms, queryOf } from '@/server/search/match';
import { indexTokens, searchTerms, wordTokens, type SearchTerm } from '@/lib/search/terms';

/** What a form matches in a document, as the GIN index asks it (every token) and as a title is checked (a substring). */
const byTokens = (doc: string, forms: string[]) => {
  const tokens = new Set(indexTokens(doc));
  return forms.some((f) => wordTokens(f).every((t) => tokens.has(t)));
};
const bySubstring = (doc: string, forms: string[]) => forms.some((f) => doc.includes(f));

describe('decidingForms', () => {
  it('drops a variant that holds another (結婚式場 → 式場)', () => {
    const [term] = searchTerms('結婚式場');
    expect(term.alternatives).toEqual(['結婚式場', '式場']);
    expect(decidingForms(term)).toEqual(['式場']);
    expect(queryOf(searchTerms('結婚式場 東京'))).toBe("(('式場')) & (('東京'))");
  });

  it('keeps variants that hold none of the others', () => {
    const [term] = searchTerms('ウェディング');
    expect(decidingForms(term)).toEqual(term.alternatives);
    expect(term.alternatives.length).toBeGreaterThan(1);
  });

  it('matches exactly what every form matches, by tokens and as substrings', () => {
    // A small alphabet, so that forms often hold one another and documents often hold them.
    const word = fc.array(fc.constantFrom('あ', 'い', 'う', '式'), { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
    const doc = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
    fc.assert(fc.property(doc, fc.array(word, { minLength: 1, maxLength: 4 }), (text, forms) => {
      const term: SearchTerm = { text: forms[0], alternatives: forms };
      const kept = decidingForms(term);
      expect(kept.length).toBeGreaterThan(0);
      expect(byTokens(text, kept)).toBe(byTokens(text, forms));
      expect(bySubstring(text, kept)).toBe(bySubstring(text, forms));
    }), { numRuns: 2000 });
  });
});

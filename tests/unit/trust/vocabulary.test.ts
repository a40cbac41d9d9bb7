import { findVocabularyCodes, vocabularyLabel, vocabularyLabels } from '@/lib/vocabulary';

describe('vocabulary labels', () => {
  it('turns every kind of code into its Japanese label', () => {
    expect(vocabularyLabels('ceremonyStyle', ['christian', 'shinto'])).toEqual(['キリスト教式', '神前式']);
    expect(vocabularyLabels('feature', ['chapel', 'barrier_free', 'pet'])).toEqual(['チャペルあり', 'バリアフリー', 'ペット同伴OK']);
    expect(vocabularyLabel('fairFlag', 'has_tasting')).toBe('試食');
    expect(vocabularyLabel('photoSection', 'reception')).toBe('披露宴');
  });

  it('never returns an unknown code, but keeps words already written for people', () => {
    expect(vocabularyLabel('feature', 'helipad')).toBe('');
    expect(vocabularyLabel('feature', 'constructor')).toBe('');
    expect(vocabularyLabel('feature', 'チャペルあり')).toBe('チャペルあり');
  });

  it('finds a code shown as a word, and not inside paths, addresses or labels', () => {
    expect(findVocabularyCodes('挙式スタイル christian・shinto')).toEqual(['christian', 'shinto']);
    expect(findVocabularyCodes('こだわり chapel・garden・barrier_free')).toEqual(['chapel', 'garden', 'barrier_free']);
    expect(findVocabularyCodes('キリスト教式・神前式 /halls/garden-1 info@chapel.example')).toEqual([]);
  });
});

import { DIAGNOSIS_QUESTIONS, WEDDING_TYPE_KEYS, diagnosisAnswerErrors, hallSearchHref, weddingTypeOf, WEDDING_TYPES } from '../../../lib/family/diagnosis';
import { parentAnswerErrors, PARENT_QUESTIONS } from '../../../lib/family/parents';
import { FEATURES, ATMOSPHERES, WEDDING_STYLES } from '../../../api/contract/directory';

describe('wedding types', () => {
  it('every type can be reached by some set of answers', () => {
    const reached = new Set<string>();
    // Answer every question with the option that gives the most points to each type in turn.
    for (const key of WEDDING_TYPE_KEYS) {
      const answers = Object.fromEntries(DIAGNOSIS_QUESTIONS.map((q) => [q.id, [...q.options].sort((a, b) => (b.points[key] ?? 0) - (a.points[key] ?? 0))[0].key]));
      reached.add(weddingTypeOf(answers).key);
    }
    expect([...reached].sort()).toEqual([...WEDDING_TYPE_KEYS].sort());
  });

  it('search links use only values the hall search accepts', () => {
    for (const t of Object.values(WEDDING_TYPES)) {
      t.search.k.forEach((k) => expect(Object.keys(FEATURES)).toContain(k));
      t.search.t.forEach((v) => expect(Object.keys(ATMOSPHERES)).toContain(v));
      t.search.ws.forEach((v) => expect(Object.keys(WEDDING_STYLES)).toContain(v));
    }
    expect(hallSearchHref(WEDDING_TYPES.family, 10)).toBe('/halls/search/?k=small&ws=family&t=at_home&people=10');
  });

  it('answers must cover every question with one of its options', () => {
    const all = Object.fromEntries(DIAGNOSIS_QUESTIONS.map((q) => [q.id, q.options[0].key]));
    expect(diagnosisAnswerErrors(all)).toEqual([]);
    expect(diagnosisAnswerErrors({ ...all, size: 'huge' })).toHaveLength(1);
    expect(diagnosisAnswerErrors({ ...all, x: 'y' })).toEqual(['x: unknown question']);
  });
});

describe("parents' questionnaire", () => {
  it('has the twelve questions of §3', () => {
    expect(PARENT_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(PARENT_QUESTIONS[2].options).toHaveLength(47);
    expect(PARENT_QUESTIONS[1].options).toContain('気にしない');
  });

  it('checks options, single choice and text length', () => {
    expect(parentAnswerErrors({ '4': { choices: ['人前式'], text: '' } })).toEqual([]);
    expect(parentAnswerErrors({ '4': { choices: ['人前式', '神前式'], text: '' } })).toEqual(['4: 1つ選択してください']);
    expect(parentAnswerErrors({ '12': { choices: [], text: 'あ'.repeat(501) } })).toEqual(['12: 500文字以内で入力してください']);
    expect(parentAnswerErrors({})).toEqual(['answers: 1つ以上の質問に回答してください']);
  });
});

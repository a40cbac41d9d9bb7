import { respondentCallName, senderCallName, UNNAMED_RESPONDENT } from '../../../lib/family/diagnosis';
import { enqueteData } from '../../../lib/family/enqueteFormData';
import { parentAnswersFromFields, parentFormIssues } from '../../../lib/family/parentFormAnswers';
import { ENQUETE_VERSIONS } from '../../../lib/family/enqueteVersions';

describe('what the diagnosis pages call a respondent', () => {
  it('adds 「さん」 to a nickname, never to 「あなた」 or 「パートナー」', () => {
    expect(respondentCallName('みさき')).toBe('みさきさん');
    expect(respondentCallName(UNNAMED_RESPONDENT[1])).toBe('あなた');
    expect(respondentCallName(UNNAMED_RESPONDENT[2])).toBe('パートナー');
  });
  it('names the sender of the partner’s link, 「パートナー」 without a nickname', () => {
    expect(senderCallName('けんた')).toBe('けんたさん');
    expect(senderCallName('あなた')).toBe('パートナー');
  });
});

describe('posted form fields as the scripts send them', () => {
  it('enquete: a rating as a number, several boxes as a list, nothing for an unanswered question', () => {
    const { questions } = ENQUETE_VERSIONS[0];
    expect(enqueteData(questions, { 'eq-overall': '4', 'eq-used': ['式場検索', '口コミ'], 'eq-stage': '', 'eq-comment': 'よい' })).toEqual({ overall: 4, used: ['式場検索', '口コミ'], comment: 'よい' });
  });
  it('parents’ questionnaire: only the question’s own options, one for a single choice; a name and an answer required', () => {
    const answers = parentAnswersFromFields({ q1: ['not-an-option'], q2: 'x', 'q12-text': 'よろしくお願いします' });
    expect(answers).toEqual({ '12': { choices: [], text: 'よろしくお願いします' } });
    expect(parentFormIssues('', {})).toEqual([{ field: 'couple_name', message: 'ふたりのお名前を入力してください' }, { field: 'form', message: '1つ以上の質問に回答してください' }]);
  });
});

import { MSG } from './messages';

/**
 * Our Japanese words for every check a schema did not word itself, so a library's English
 * (「Invalid input: expected string, received null」) never reaches a person. A field's own
 * message always wins; this only fills the gaps (an unchecked radio group reads as null).
 */
export const jaErrorMap = (issue: { code?: string; input?: unknown; origin?: string; maximum?: unknown; minimum?: unknown; format?: string }): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === null || issue.input === undefined || issue.input === '' ? MSG.required() : '正しい形式で入力してください';
    case 'invalid_value':
    case 'invalid_union':
      return MSG.select();
    case 'invalid_format':
      return issue.format === 'email' ? MSG.email : '正しい形式で入力してください';
    case 'too_small':
      return issue.origin === 'string' ? MSG.required() : `${String(issue.minimum)}以上で入力してください`;
    case 'too_big':
      return issue.origin === 'string' ? `${String(issue.maximum)}文字以内で入力してください` : `${String(issue.maximum)}以下で入力してください`;
    default:
      return '入力内容をご確認ください';
  }
};

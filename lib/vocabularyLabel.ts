// The rule of lib/vocabulary (a code becomes its words, an unknown code reads as nothing) and its
// smallest vocabularies, apart from the big dictionaries: the fair reservation shows the gender
// without loading every search vocabulary.

export const GENDER_LABELS = { female: '女性', male: '男性', other: 'その他' } as const;

/** The words for `code` in `labels`; an unknown code reads as nothing, words written for people pass. */
export function labelOf(labels: Record<string, string>, code: string): string {
  if (Object.prototype.hasOwnProperty.call(labels, code)) return labels[code];
  // Words already written for people (an imported hall's 「チャペルあり」) pass; codes never do.
  return /^[\x00-\x7f]*$/.test(code) ? '' : code;
}

/** Labels of the known codes of `labels`, in the given order, unknown ones left out. */
export function labelsOf(labels: Record<string, string>, codes: readonly string[]): string[] {
  return codes.map((code) => labelOf(labels, code)).filter(Boolean);
}

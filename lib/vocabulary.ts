import { ATMOSPHERES, CEREMONY_STYLES, FEATURES, WEDDING_STYLES } from '../api/contract/searchVocabulary';
import { FAIR_FLAG_LABELS, PHOTO_SECTION_LABELS } from './constants';
import { GENDER_LABELS, labelOf, labelsOf } from './vocabularyLabel';

/**
 * The one place a vocabulary code becomes the words a person reads. Pages never print a code:
 * an unknown code reads as nothing rather than as `barrier_free`.
 */
export const VOCABULARY = {
  feature: FEATURES,
  ceremonyStyle: CEREMONY_STYLES,
  atmosphere: ATMOSPHERES,
  weddingStyle: WEDDING_STYLES,
  photoSection: PHOTO_SECTION_LABELS,
  fairFlag: FAIR_FLAG_LABELS,
  gender: GENDER_LABELS,
} as const satisfies Record<string, Record<string, string>>;

export type VocabularyKind = keyof typeof VOCABULARY;

export function vocabularyLabel(kind: VocabularyKind, code: string): string {
  return labelOf(VOCABULARY[kind], code);
}

/** Labels of the known codes, in the given order, unknown ones left out. */
export function vocabularyLabels(kind: VocabularyKind, codes: readonly string[]): string[] {
  return labelsOf(VOCABULARY[kind], codes);
}

/** Codes long or specific enough that seeing one as a word in a page's text means a leak. */
const ALL_CODES = new Set(Object.values(VOCABULARY).flatMap((labels) => Object.keys(labels)).filter((c) => c.length > 3 || c.includes('_')));

/** The vocabulary codes that appear as whole lower-case words in text a person reads. */
export function findVocabularyCodes(text: string): string[] {
  const found = new Set<string>();
  for (const word of text.match(/(?<![A-Za-z0-9_/.@-])[a-z][a-z_]*(?![A-Za-z0-9_/.@-])/g) ?? []) if (ALL_CODES.has(word)) found.add(word);
  return [...found];
}

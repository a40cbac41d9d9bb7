import type { ApplyInput } from '../../api/contract/giftTickets';
import { reviewCategoryKeys } from '../../api/contract/reviewVocabulary';

// What the review and gift ticket forms send, built from their react-hook-form values (zod-free: the forms
// use it at first load; their schemas, reviewFormSchema.ts and applyFormSchema.ts, check the same values).

/** The chosen files of a file input's value (react-hook-form gives its FileList); empty picks are left out. */
export function chosenFiles(list: FileList | File[] | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.size > 0);
}

export type ReviewScoreName = `score_${(typeof reviewCategoryKeys)[number]}`;
export const reviewScoreNames = reviewCategoryKeys.map((k) => `score_${k}` as const);

/** The review form's values: radios, select and text as typed ('' when left empty), and the photo input's files. */
export type ReviewFormValues = { [K in ReviewScoreName]: string } & {
  reviewer_type: 'fair' | 'married';
  season: string;
  title: string;
  body: string;
  guest_count: string;
  cost: string;
  photos?: FileList | null;
};

/**
 * The review's fields as sent (besides hall_id and the photos): the reviewer type and every filled field, as
 * typed; 招待人数 and 総費用 only from a married couple (the only ones shown them).
 */
export function reviewFields(v: ReviewFormValues): Record<string, string> {
  const fields: Record<string, string> = { reviewer_type: v.reviewer_type };
  const names = [...reviewScoreNames, 'season', 'title', 'body', ...(v.reviewer_type === 'married' ? (['guest_count', 'cost'] as const) : [])] as const;
  for (const k of names) {
    const value: unknown = v[k];
    if (typeof value === 'string' && value !== '') fields[k] = value;
  }
  return fields;
}

/** The gift ticket application's values (the receipt input's files, and text as typed). */
export type ApplyFormValues = { receipt?: FileList | null; purchase_date: string; shop_name: string; purchase_amount: string };

/** The application's fields as sent: empty fields are left out (§5), so a re-application keeps what was sent before. */
export function applyFields(v: ApplyFormValues): ApplyInput {
  const fields: ApplyInput = {};
  const [receipt] = chosenFiles(v.receipt);
  if (receipt) fields.receipt = receipt;
  for (const k of ['purchase_date', 'shop_name', 'purchase_amount'] as const) {
    const value = v[k]?.trim();
    if (value) fields[k] = value;
  }
  return fields;
}

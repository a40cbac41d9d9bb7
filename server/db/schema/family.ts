import { pgTable, serial, text, integer, jsonb, timestamp, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** ふたりの結婚式診断: one per couple, reached by its unguessable id (the link the partner receives). */
export const diagnoses = pgTable('diagnoses', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** One respondent's answers (respondent 1 started it, 2 joined by the link); question id → option key. */
export const diagnosisAnswers = pgTable(
  'diagnosis_answers',
  {
    diagnosisId: text('diagnosis_id').notNull().references(() => diagnoses.id, { onDelete: 'cascade' }),
    respondent: integer('respondent').notNull(),
    nickname: text('nickname').notNull().default(''),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    /** The member who answered while signed in: her account keeps 「前回の診断」 (a guest's browser keeps it instead). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.diagnosisId, t.respondent] }), index('diagnosis_answers_user_idx').on(t.userId, t.createdAt)],
);

/** 親御さんへの質問票: the couple's wishes (question id → { choices, text }); the couple keeps it by its owner token. */
export const parentQuestionnaires = pgTable('parent_questionnaires', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the couple's edit token (kept in their browser). */
  ownerTokenHash: text('owner_token_hash').notNull(),
  coupleName: text('couple_name').notNull(),
  answers: jsonb('answers').$type<Record<string, { choices: string[]; text: string }>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A parent's link into one questionnaire. The token is HMAC(server secret, secret): the couple's
 * page can show the link again, and the database alone (its SHA-256 for lookup) never gives it away.
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id').notNull().references(() => parentQuestionnaires.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Who the link is for, as the couple wrote it (新郎の母, 新婦の父 ...). */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parent_links_token_idx').on(t.tokenHash), index('parent_links_questionnaire_idx').on(t.questionnaireId)],
);

/** A parent's reaction to one answer: one of the four labels and a comment. */
export const parentReactions = pgTable(
  'parent_reactions',
  {
    linkId: integer('link_id').notNull().references(() => parentLinks.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    reaction: text('reaction').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.questionId] })],
);

/** A survey version: its questions are data (see lib/family/enquete for their shape). */
export const enqueteVersions = pgTable('enquete_versions', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  questions: jsonb('questions').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** One member's answers to one version. */
export const enqueteAnswers = pgTable(
  'enquete_answers',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull().references(() => enqueteVersions.version),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enquete_answers_member_idx').on(t.version, t.userId)],
);

/** LINE special present applications: one per member (the LINE user id is on users.line_user_id). */
export const specialApplications = pgTable(
  'special_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lineUserId: text('line_user_id').notNull(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    weddingDate: text('wedding_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('special_applications_user_idx').on(t.userId), uniqueIndex('special_applications_line_idx').on(t.lineUserId)],
);

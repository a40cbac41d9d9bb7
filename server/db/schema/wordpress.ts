import { pgTable, integer, text, timestamp, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { magazinePosts } from './magazine';

/**
 * The live WordPress sync's one row (id 'main'): who holds the lease (one instance syncs at a
 * time), what the last run did, and when the next may start (backoff after failures).
 */
export const wordpressSync = pgTable('wordpress_sync', {
  id: text('id').primaryKey(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'string' }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'string' }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'string' }),
  lastError: text('last_error'),
  /** Failed runs in a row: the wait before the next doubles with each (capped). */
  failures: integer('failures').notNull().default(0),
  /** No run starts before this (the interval, or the backoff); a webhook or the staff button moves it to now. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** When a webhook or the staff button last asked for a run (a run already going runs again after). */
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }),
  /** Set once a full sync finished; later runs fetch only what changed. */
  fullSyncedAt: timestamp('full_synced_at', { withTimezone: true, mode: 'string' }),
  /** Posts WordPress lists as public now, and posts the last run changed here. */
  postsSynced: integer('posts_synced').notNull().default(0),
  lastChanged: integer('last_changed').notNull().default(0),
  /** Posts skipped by the last run, with their reason (malformed or hostile). */
  lastSkipped: jsonb('last_skipped').$type<{ wpId: number; reason: string }[]>().notNull().default([]),
});

/**
 * Every WordPress post the sync has seen: its modified time there (so an unchanged post is not
 * fetched again), its state, and the article it became (null while not public).
 */
export const wordpressPosts = pgTable(
  'wordpress_posts',
  {
    wpId: integer('wp_id').primaryKey(),
    postId: integer('post_id').references(() => magazinePosts.id, { onDelete: 'set null' }),
    modifiedGmt: text('modified_gmt').notNull(),
    status: text('status').notNull(),
    /** Why it is not shown here (draft, password, malformed…), or null. */
    skipReason: text('skip_reason'),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('wordpress_posts_post_idx').on(t.postId)],
);

/** A Contact Form 7 field, as its form-tag declares it (`[email* your-email]`, `[select kind "A" "B"]`). */
export interface Cf7Field {
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'number' | 'date' | 'select' | 'checkbox' | 'radio' | 'acceptance';
  name: string;
  label: string;
  required: boolean;
  choices: string[];
  placeholder: string;
}

/** Contact Form 7 forms, imported from a WXR export or the live site; `[contact-form-7 id=…]` renders one. */
export const cf7Forms = pgTable(
  'cf7_forms',
  {
    /** The form's WordPress post id: the id of /wp-json/contact-form-7/v1/contact-forms/{id}/feedback and /thankyou?fid={id}. */
    id: integer('id').primaryKey(),
    /** Contact Form 7 5.8+'s short hash id (`[contact-form-7 id="1a2b3c4"]`). */
    hash: text('hash'),
    title: text('title').notNull(),
    fields: jsonb('fields').$type<Cf7Field[]>().notNull(),
    submitLabel: text('submit_label').notNull().default('送信'),
    /** One mailbox (the form's mail recipient); forms whose recipient is not exactly one address are refused. */
    recipient: text('recipient').notNull(),
    mailSubject: text('mail_subject').notNull().default(''),
    messages: jsonb('messages').$type<Record<string, string>>().notNull().default({}),
    source: text('source').$type<'wxr' | 'live'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cf7_forms_hash_idx').on(t.hash)],
);

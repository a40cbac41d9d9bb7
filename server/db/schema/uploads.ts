import { pgTable, serial, text, integer, boolean, timestamp, index, uniqueIndex, customType } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** What an upload is for: its rules (server/uploads/policies.ts) and who may see it. */
export type UploadPurpose = 'album' | 'review' | 'receipt' | 'hall';
/** Where its bytes are: in the row (the default, seen by every instance) or in the S3 bucket. */
export type UploadStorage = 'db' | 's3';

/**
 * Members' (and partners') uploaded images after the upload pipeline (server/uploads): checked by
 * their bytes, decoded, EXIF/GPS gone, re-encoded. Every instance sees them: the bytes are in the
 * row, or in the S3-compatible bucket under `uploads/<token>` when S3_* is set.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The random part of its URL and object key (128 bits): unguessable, never reused. */
    token: text('token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Review photos once published; receipts never. Album photos follow their owner's privacy instead. */
    isPublic: boolean('is_public').notNull().default(false),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storage: text('storage').$type<UploadStorage>().notNull().default('db'),
    /** The bytes when `storage` is db; null when they are in the bucket. */
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), uniqueIndex('uploads_token_idx').on(t.token)],
);

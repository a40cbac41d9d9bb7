import { z } from 'zod';
import { endpoint } from './define';

/** The live WordPress sync as staff see it (/staff/magazine). */
export const wordpressSyncState = z.object({
  /** WORDPRESS_URL, or null when the magazine does not follow a WordPress site. */
  site_url: z.string().nullable(),
  interval_seconds: z.number(),
  last_success_at: z.string().nullable(),
  last_error_at: z.string().nullable(),
  last_error: z.string().nullable(),
  failures: z.number(),
  next_run_at: z.string().nullable(),
  running: z.boolean(),
  posts_synced: z.number(),
  last_changed: z.number(),
  skipped: z.array(z.object({ wp_id: z.number(), reason: z.string() })),
});
export type WordpressSyncState = z.infer<typeof wordpressSyncState>;

export const staffWordpressSync = endpoint({
  method: 'GET',
  path: '/api/staff/magazine',
  input: z.object({}),
  output: wordpressSyncState,
  auth: 'user',
});

/** Staff's 「今すぐ同期」: the next run starts at once (on whichever instance holds the lease). */
export const staffWordpressSyncNow = endpoint({
  method: 'POST',
  path: '/api/staff/magazine/sync',
  input: z.object({}),
  output: z.object({ requested: z.boolean() }),
  auth: 'user',
  body: 'json',
});

/**
 * Called by the must-use plugin (deploy/wordpress/) when a post is saved, scheduled, trashed or
 * deleted. Signed instead of CSRF: `X-Musubi-Timestamp` (Unix seconds, within 5 minutes) and
 * `X-Musubi-Signature: sha256=` HMAC-SHA256(WORDPRESS_WEBHOOK_SECRET, timestamp + "." + raw body),
 * hex. 202 once a sync is requested; 401 for a bad signature; 404 when no secret is configured.
 */
export const wordpressWebhook = endpoint({
  method: 'POST',
  path: '/api/wordpress/webhook',
  input: z.object({ post_id: z.number().int().nonnegative().optional(), event: z.string().max(50).optional() }),
  output: z.object({ accepted: z.boolean() }),
  auth: 'none',
  body: 'json',
});

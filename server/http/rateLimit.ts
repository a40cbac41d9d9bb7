import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisPrefix, sharedRedis } from '../shared/redis';
import type { RequestContext } from './context';
import { tooManyRequests } from './errors';

export interface RateRule {
  /** Calls allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Once over the limit, refused this long (defaults to the rest of the window). */
  blockSeconds?: number;
  /** Not scaled by RATE_LIMIT_MULTIPLIER: a rule of what counts, not of how much load is allowed. */
  fixed?: boolean;
}

/**
 * Buckets named by endpoints (`rateLimit: '<bucket>'`) and by code; an unknown name gets `form`.
 * RATE_LIMIT_MULTIPLIER scales every limit (load tests, shared e2e runs).
 */
export const RATE_RULES: Record<string, RateRule> = {
  login: { limit: 20, windowSeconds: 60 },
  /** Consecutive failed logins of one account from one address (or one known device). */
  'login-fail-account': { limit: 10, windowSeconds: 24 * 60 * 60, blockSeconds: 15 * 60 },
  /** Failed logins from one address, whatever the accounts: slow brute force. */
  'login-fail-ip': { limit: 100, windowSeconds: 24 * 60 * 60, blockSeconds: 24 * 60 * 60 },
  register: { limit: 10, windowSeconds: 10 * 60 },
  /** Password reset requests and confirmations per address. */
  'password-reset': { limit: 10, windowSeconds: 10 * 60 },
  /** Reset requests for one account from one address: a stranger's requests never use up the owner's. */
  'password-reset-requester': { limit: 3, windowSeconds: 60 * 60, fixed: true },
  /**
   * Reset mails to one account, whoever asks. Over it the answer is the same and no mail goes:
   * the mailbox already holds a link sent within the hour, and links last RESET_TOKEN_MINUTES (60).
   */
  'password-reset-mail': { limit: 3, windowSeconds: 60 * 60, fixed: true },
  /** Confirmation mails to one unconfirmed account, whoever asks (over it, silently none: the last link still works). */
  'verify-mail': { limit: 3, windowSeconds: 60 * 60, fixed: true },
  form: { limit: 30, windowSeconds: 60 },
  /**
   * Writes of one signed-in member, whatever the endpoint: each may drop cached answers, so no
   * account can keep the caches cold. An album's worth of captions and a new order fit.
   */
  'member-write': { limit: 120, windowSeconds: 10 * 60 },
  /** Contact-form submissions per address (over it the answer is `spam`). */
  contact: { limit: 5, windowSeconds: 10 * 60 },
  /** Contact acknowledgements to one address (typed, not proven) and from one client address, a day. */
  'contact-ack-recipient': { limit: 3, windowSeconds: 24 * 60 * 60, fixed: true },
  'contact-ack-ip': { limit: 10, windowSeconds: 24 * 60 * 60, fixed: true },
  /** Reservation confirmations to one typed address (a visitor's, not proven) and from one client address, a day. */
  'reservation-mail-recipient': { limit: 10, windowSeconds: 24 * 60 * 60, fixed: true },
  'reservation-mail-ip': { limit: 30, windowSeconds: 24 * 60 * 60, fixed: true },
  /** Review posts of one member (and of one address). */
  review: { limit: 5, windowSeconds: 60 * 60 },
  /** Notices to an address already registered that someone tried it (over it, silently none). */
  'register-used-email': { limit: 3, windowSeconds: 24 * 60 * 60, fixed: true },
  /**
   * New visitor uuids registered per address (GET /api/uuid/): a browser registers once, and only a
   * registered uuid counts as a viewer, so this bounds how far one address can push a view counter.
   */
  'uuid-register': { limit: 30, windowSeconds: 60 * 60 },
  /** Counted GETs (hall views, recently viewed). */
  view: { limit: 120, windowSeconds: 60 },
  /** A hall visit is recorded once per visitor and hall in this window. */
  'view-once': { limit: 1, windowSeconds: 30 * 60, fixed: true },
  /** An article's view counts once per registered viewer, article and Japanese day (the key names the day). */
  'article-view-once': { limit: 1, windowSeconds: 24 * 60 * 60, fixed: true },
  /** Generated images not yet on disk. */
  // A phone scrolling image-heavy lists on a cold cache draws a few hundred a minute; real paths only, so the set is finite.
  image: { limit: 600, windowSeconds: 60 },
  /** Photo uploads: a member adding an album at once. */
  upload: { limit: 120, windowSeconds: 10 * 60 },
  /** Referral code lookups per address: a code names its member, so codes must not be enumerable. */
  'referral-lookup': { limit: 30, windowSeconds: 10 * 60 },
  /** 成約 reports of one member: a few halls at most. */
  contract: { limit: 5, windowSeconds: 60 * 60 },
  /** Invitations a hall's owner mails (each is a mail to a typed address). */
  invitation: { limit: 20, windowSeconds: 60 * 60 },
  /** Browser error reports forwarded to Sentry (/api/monitoring): a page in an error loop must not flood it. */
  monitoring: { limit: 60, windowSeconds: 60 },
};

export function ruleFor(bucket: string): RateRule {
  const rule = RATE_RULES[bucket] ?? RATE_RULES.form;
  if (rule.fixed) return rule;
  const factor = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);
  return { ...rule, limit: Math.max(1, Math.floor(rule.limit * (Number.isFinite(factor) && factor > 0 ? factor : 1))) };
}

/** Where counts live: makes one rate-limiter-flexible limiter per bucket. */
export interface RateStore {
  limiter(bucket: string, rule: RateRule): RateLimiterAbstract;
}

const optionsOf = (bucket: string, rule: RateRule) => ({
  keyPrefix: bucket,
  points: rule.limit,
  duration: rule.windowSeconds,
  blockDuration: rule.blockSeconds ?? 0,
});

function memoized(make: (bucket: string, rule: RateRule) => RateLimiterAbstract): RateStore {
  const made = new Map<string, RateLimiterAbstract>();
  return {
    limiter(bucket, rule) {
      const key = `${bucket}|${rule.limit}|${rule.windowSeconds}|${rule.blockSeconds ?? 0}`;
      let l = made.get(key);
      if (!l) made.set(key, (l = make(bucket, rule)));
      return l;
    },
  };
}

/** Counts in this process only. */
export function memoryStore(): RateStore {
  return memoized((bucket, rule) => new RateLimiterMemory(optionsOf(bucket, rule)));
}

/** Counts shared by every instance; while Redis is unreachable each process counts on its own. */
export function redisStore(redis: Redis, prefix = `${redisPrefix()}rl:`): RateStore {
  return memoized(
    (bucket, rule) =>
      new RateLimiterRedis({
        ...optionsOf(prefix + bucket, rule),
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(optionsOf(bucket, rule)),
      }),
  );
}

/** No limit (tests about input, not about limits). */
export function unlimitedStore(): RateStore {
  return memoized((bucket) => new RateLimiterMemory({ keyPrefix: bucket, points: Number.MAX_SAFE_INTEGER, duration: 1 }));
}

let store: RateStore | null = null;

function currentStore(): RateStore {
  if (store) return store;
  const redis = sharedRedis();
  store = redis ? redisStore(redis) : memoryStore();
  return store;
}

/** Tests (and tools) choose the store; null returns to the default (memory, or Redis with REDIS_URL). */
export function setRateStore(next: RateStore | null): void {
  store = next;
}

export function limiterFor(bucket: string): RateLimiterAbstract {
  return currentStore().limiter(bucket, ruleFor(bucket));
}

/** The 429 for a refusal, with Retry-After. */
export function refusal(res: RateLimiterRes): Error {
  return tooManyRequests(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
}

/** Runs a limiter call; a refusal becomes the 429, a store failure is rethrown. */
export async function consumeOrThrow(bucket: string, key: string, points = 1): Promise<RateLimiterRes> {
  try {
    return await limiterFor(bucket).consume(key, points);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw refusal(e);
    throw e;
  }
}

/**
 * Counts a call against the named bucket for this client (its IP, or `key` when given,
 * e.g. an account) and throws 429 with Retry-After when over.
 */
export async function enforceRateLimit(bucket: string, ctx: Pick<RequestContext, 'ip'>, key?: string): Promise<void> {
  await consumeOrThrow(bucket, key ?? ctx.ip);
}

/**
 * Counts `key` and answers whether it is still within the bucket's limit for this window, without
 * an error: a count that must not repeat (limit 1: the first time only), or a silent cap (mails).
 */
export async function firstInWindow(bucket: string, key: string): Promise<boolean> {
  try {
    await limiterFor(bucket).consume(key);
    return true;
  } catch (e) {
    if (e instanceof RateLimiterRes) return false;
    throw e;
  }
}

/** Throws 429 when `key` is already blocked or spent in `bucket`, without counting. */
export async function ensureNotBlocked(bucket: string, key: string): Promise<void> {
  const limiter = limiterFor(bucket);
  const res = await limiter.get(key);
  if (res && res.consumedPoints > limiter.points) throw refusal(res);
}

import { PENDING_UUID_TTL_MS, UUID_REGISTER_ATTEMPTS, UUID_REGISTER_INTERVAL_MS } from '../constants';

export const UUID_COOKIE = 'musubi_uuid';
export const UUID_STORAGE_KEY = 'musubi_uuid';
export const PENDING_UUID_STORAGE_KEY = 'musubi_uuid_pending';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UuidDeps {
  /** Registers the uuid with the server (GET /api/uuid/); rejects on failure. */
  register(uuid: string): Promise<unknown>;
  storage: Storage | null;
  readCookie(): string | undefined;
  writeCookie(uuid: string): void;
  now(): number;
  sleep(ms: number): Promise<void>;
  generate(): string;
}

export function isVisitorUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID_RE.test(v);
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // private mode or full storage: the cookie still carries the uuid
  }
}

/** A generated uuid that is not registered yet; it counts for PENDING_UUID_TTL_MS (10 s) only. */
function pendingUuid(deps: UuidDeps): string | null {
  const raw = read(deps.storage, PENDING_UUID_STORAGE_KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as { uuid?: unknown; at?: unknown };
    if (isVisitorUuid(p.uuid) && typeof p.at === 'number' && deps.now() - p.at < PENDING_UUID_TTL_MS) return p.uuid;
  } catch {
    // unreadable: treated as expired
  }
  write(deps.storage, PENDING_UUID_STORAGE_KEY, null);
  return null;
}

/** The registered uuid this browser already has (cookie first, then storage), or null. */
export function knownVisitorUuid(deps: Pick<UuidDeps, 'readCookie' | 'storage'>): string | null {
  const cookie = deps.readCookie()?.toLowerCase();
  if (isVisitorUuid(cookie)) return cookie;
  const stored = read(deps.storage, UUID_STORAGE_KEY)?.toLowerCase();
  return isVisitorUuid(stored) ? stored : null;
}

/**
 * The visitor's uuid (§4): from the cookie or storage, or generated and registered with the
 * server in up to 3 attempts 500 ms apart. Once registered it is kept 7300 days (cookie and
 * storage); until then it is pending, and a pending uuid expires after 10 s. Returns null
 * when registration failed (the next page load tries again).
 */
export async function ensureVisitorUuid(deps: UuidDeps): Promise<string | null> {
  const known = knownVisitorUuid(deps);
  if (known) {
    deps.writeCookie(known);
    write(deps.storage, UUID_STORAGE_KEY, known);
    return known;
  }
  const uuid = pendingUuid(deps) ?? deps.generate();
  write(deps.storage, PENDING_UUID_STORAGE_KEY, JSON.stringify({ uuid, at: deps.now() }));
  for (let attempt = 1; attempt <= UUID_REGISTER_ATTEMPTS; attempt++) {
    try {
      await deps.register(uuid);
      write(deps.storage, PENDING_UUID_STORAGE_KEY, null);
      write(deps.storage, UUID_STORAGE_KEY, uuid);
      deps.writeCookie(uuid);
      return uuid;
    } catch {
      if (attempt < UUID_REGISTER_ATTEMPTS) await deps.sleep(UUID_REGISTER_INTERVAL_MS);
    }
  }
  return null;
}

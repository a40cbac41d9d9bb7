import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { PENDING_ACTION_STORAGE_KEY, PENDING_ACTION_TTL_MS } from '../lib/constants';
import type { RootState, ThunkExtra } from './index';

/**
 * The saves an anonymous visitor asked for (clips, loves, favourites: every one, each once), kept in
 * sessionStorage while she registers or logs in and run once her session exists.
 * A kind registers itself beside its thunk with a small validator (storage is user-controlled;
 * no zod here, so the app shell's first load stays without it):
 *   export const hallClipPending = definePendingAction(PENDING_KIND.hallClip, (p) => (isRecord(p) && isPositiveId(p.hallId) ? { hallId: p.hallId } : null), (p) => postHallClip(p.hallId));
 * and the button passes one to the login check, made without its slice (which loads with her first
 * save, components/clips/lazySlices): if (!requireLogin({ kind: PENDING_KIND.hallClip, payload: { hallId } })) return;
 * A replay on a page without the kind's slice loads the slices that register kinds first (loadPendingKinds).
 */
export interface PendingAction {
  kind: string;
  payload: unknown;
}

/**
 * The kinds of save kept across login. A button makes its pending action from here, so an
 * anonymous visitor's page needs no slice: `requireLogin({ kind: PENDING_KIND.hallClip, payload: { hallId } })`.
 * The kind's slice registers its validator and thunk (definePendingAction below).
 */
export const PENDING_KIND = { hallClip: 'hall_clip', articleClip: 'article_clip', brideReportClip: 'bride_report_clip', love: 'love', ringFavorite: 'ring_favorite' } as const;

type AnyThunk = ThunkAction<unknown, RootState, ThunkExtra, UnknownAction>;

/** Returns the payload when it has the kind's shape, else null. */
export type PendingValidator<T> = (payload: unknown) => T | null;

interface Definition {
  validate: PendingValidator<unknown>;
  run(payload: unknown): AnyThunk;
}

const definitions = new Map<string, Definition>();

export function definePendingAction<T>(kind: string, validate: PendingValidator<T>, run: (payload: T) => AnyThunk): (payload: T) => PendingAction {
  definitions.set(kind, { validate, run: run as (payload: unknown) => AnyThunk });
  return (payload) => ({ kind, payload });
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isPositiveId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** A payload holding one positive integer id under `key` (the clip kinds). */
export function idPayload<K extends string>(key: K): PendingValidator<Record<K, number>> {
  return (p) => (isRecord(p) && isPositiveId(p[key]) ? ({ [key]: p[key] } as Record<K, number>) : null);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** How many saves are kept at most (a groom may pick several rings before logging in). */
const MAX_KEPT = 50;

interface Kept extends PendingAction {
  savedAt: number;
}

const sameAction = (a: PendingAction, b: PendingAction) => a.kind === b.kind && JSON.stringify(a.payload) === JSON.stringify(b.payload);

/** The kept saves, oldest first (an earlier version kept one object: read as a list of one). */
function readKept(s: Storage | null): unknown[] {
  try {
    const raw = s?.getItem(PENDING_ACTION_STORAGE_KEY);
    if (!raw) return [];
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value : [value];
  } catch {
    return [];
  }
}

function writeKept(list: unknown[]): void {
  try {
    if (list.length === 0) storage()?.removeItem(PENDING_ACTION_STORAGE_KEY);
    else storage()?.setItem(PENDING_ACTION_STORAGE_KEY, JSON.stringify(list.slice(-MAX_KEPT)));
  } catch {
    // storage full or disabled: she saves again after logging in
  }
}

const asKept = (v: unknown): Kept | null => (isRecord(v) && typeof v.kind === 'string' && typeof v.savedAt === 'number' ? (v as unknown as Kept) : null);

/** Keeps a save until she is signed in, beside those kept already (every pick is kept, each once). */
export function savePendingAction(action: PendingAction, now = Date.now()): void {
  const list = readKept(storage()).filter((v) => { const k = asKept(v); return !k || !sameAction(k, action); });
  writeKept([...list, { kind: action.kind, payload: action.payload, savedAt: now }]);
}

/** Forgets one kept save (she took the pick back, or closed the prompt it opened). */
export function removePendingAction(action: PendingAction): void {
  writeKept(readKept(storage()).filter((v) => { const k = asKept(v); return !k || !sameAction(k, action); }));
}

/** Whether this save is kept (an anonymous pick's button shows it picked). */
export function isPendingAction(action: PendingAction): boolean {
  return readKept(storage()).some((v) => { const k = asKept(v); return !!k && sameAction(k, action); });
}

/** How many saves of `kind` are kept. */
export function countPendingActions(kind: string): number {
  return readKept(storage()).filter((v) => asKept(v)?.kind === kind).length;
}

export function clearPendingAction(): void {
  try {
    storage()?.removeItem(PENDING_ACTION_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The modules that register kinds (beside their thunks). Slices join the store with the pages that
 * use them (see ./index), so a replay on a page without them loads them first.
 */
const kindModules = () => Promise.all([import('./slices/clips'), import('./slices/love'), import('./slices/rings')]);

/** Whether the kept actions' kinds are registered already (or there is nothing valid to replay). */
export function pendingKindLoaded(): boolean {
  return readKept(storage()).every((v) => { const kind = isRecord(v) ? v.kind : undefined; return typeof kind !== 'string' || definitions.has(kind); });
}

/** Loads every module that registers a kind. */
export async function loadPendingKinds(): Promise<void> {
  await kindModules();
}

/** Whether anything is kept (even unreadable: the replay takes it, and so removes it). */
export function hasPendingAction(): boolean {
  try {
    return storage()?.getItem(PENDING_ACTION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Removes the kept actions and returns one thunk running each that is still valid: a registered
 * kind, a payload its validator accepts (storage is user-controlled) and younger than the TTL;
 * null when none is.
 */
export function takePendingAction(now = Date.now()): AnyThunk | null {
  const s = storage();
  if (!s) return null;
  const list = readKept(s);
  clearPendingAction();
  const thunks: AnyThunk[] = [];
  for (const v of list) {
    const kept = asKept(v);
    if (!kept || now - kept.savedAt > PENDING_ACTION_TTL_MS || kept.savedAt > now) continue;
    const def = definitions.get(kept.kind);
    const payload = def ? def.validate(kept.payload) : null;
    if (def && payload !== null) thunks.push(def.run(payload));
  }
  if (thunks.length === 0) return null;
  return (dispatch) => thunks.map((t) => dispatch(t));
}

/** Runs the kept actions once, when there is a session. Returns whether any ran. */
export function replayPendingAction(): ThunkAction<boolean, RootState, ThunkExtra, UnknownAction> {
  return (dispatch, getState) => {
    if (!getState().user.me.data) return false;
    const thunk = takePendingAction();
    if (!thunk) return false;
    void dispatch(thunk);
    return true;
  };
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { PENDING_ACTION_STORAGE_KEY, PENDING_ACTION_TTL_MS } from '../lib/constants';
import type { RootState, ThunkExtra } from './index';

/**
 * The save that opened the register/login prompt (a clip, a love, a favourite), kept in
 * sessionStorage while the visitor registers or logs in and run once her session exists.
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

export function savePendingAction(action: PendingAction, now = Date.now()): void {
  try {
    storage()?.setItem(PENDING_ACTION_STORAGE_KEY, JSON.stringify({ ...action, savedAt: now }));
  } catch {
    // storage full or disabled: she saves again after logging in
  }
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

/** Whether the kept action's kind is registered already (or there is nothing valid to replay). */
export function pendingKindLoaded(): boolean {
  try {
    const raw = storage()?.getItem(PENDING_ACTION_STORAGE_KEY);
    if (!raw) return true;
    const kind = (JSON.parse(raw) as { kind?: unknown } | null)?.kind;
    return typeof kind !== 'string' || definitions.has(kind);
  } catch {
    return true;
  }
}

/** Loads every module that registers a kind. */
export async function loadPendingKinds(): Promise<void> {
  await kindModules();
}

export function hasPendingAction(): boolean {
  try {
    return storage()?.getItem(PENDING_ACTION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Removes the kept action and returns its thunk when it is still valid: a registered kind, a
 * payload its validator accepts (storage is user-controlled) and younger than the TTL.
 */
export function takePendingAction(now = Date.now()): AnyThunk | null {
  const s = storage();
  if (!s) return null;
  let raw: string | null = null;
  try {
    raw = s.getItem(PENDING_ACTION_STORAGE_KEY);
    s.removeItem(PENDING_ACTION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let kept: { kind?: unknown; payload?: unknown; savedAt?: unknown };
  try {
    kept = JSON.parse(raw) as typeof kept;
  } catch {
    return null;
  }
  if (typeof kept?.kind !== 'string' || typeof kept.savedAt !== 'number') return null;
  if (now - kept.savedAt > PENDING_ACTION_TTL_MS || kept.savedAt > now) return null;
  const def = definitions.get(kept.kind);
  if (!def) return null;
  const payload = def.validate(kept.payload);
  return payload === null ? null : def.run(payload);
}

/** Runs the kept action once, when there is a session. Returns whether one ran. */
export function replayPendingAction(): ThunkAction<boolean, RootState, ThunkExtra, UnknownAction> {
  return (dispatch, getState) => {
    if (!getState().user.me.data) return false;
    const thunk = takePendingAction();
    if (!thunk) return false;
    void dispatch(thunk);
    return true;
  };
}

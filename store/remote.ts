import type { ActionReducerMapBuilder, AsyncThunk, Draft } from '@reduxjs/toolkit';

/** The spec's request lifecycle (§4): started → done | failed, with fetching, data and error. */
export interface Remote<T> {
  status: 'idle' | 'started' | 'done' | 'failed';
  fetching: boolean;
  data: T;
  error: string | null;
}

export function remote<T>(data: T): Remote<T> {
  return { status: 'idle', fetching: false, data, error: null };
}

export function doneRemote<T>(data: T): Remote<T> {
  return { status: 'done', fetching: false, data, error: null };
}

/**
 * Wires a thunk's pending/fulfilled/rejected to one Remote field of a slice.
 * `pick` chooses the field (it may depend on the thunk's argument); `store` maps the payload.
 */
export function addRemoteCases<S, Returned, Arg, T = Returned>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<Returned, Arg, { rejectValue: string }>,
  pick: (state: Draft<S>, arg: Arg) => Remote<T> | Draft<Remote<T>>,
  store: (payload: Returned, previous: T, arg: Arg) => T = (p) => p as unknown as T,
): void {
  builder
    .addCase(thunk.pending, (state, action) => {
      const r = pick(state, action.meta.arg) as Remote<T>;
      r.status = 'started';
      r.fetching = true;
      r.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const r = pick(state, action.meta.arg) as Remote<T>;
      r.status = 'done';
      r.fetching = false;
      r.data = store(action.payload, r.data, action.meta.arg);
    })
    .addCase(thunk.rejected, (state, action) => {
      const r = pick(state, action.meta.arg) as Remote<T>;
      r.status = 'failed';
      r.fetching = false;
      r.error = action.payload ?? action.error.message ?? 'Failed to fetch';
    });
}

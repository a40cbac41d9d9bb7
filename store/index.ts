import { combineReducers, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { browserApi, browserRingApi } from '../api/client';
import { reducers } from './reducers';

const combined = combineReducers(reducers);
export type RootState = ReturnType<typeof combined>;
export type PreloadedState = Partial<RootState>;

/** Merges a page's server-rendered slices into the running store on client-side navigation. */
export const hydrate = createAction<PreloadedState>('app/hydrate');

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (hydrate.match(action) && state) {
    return combined({ ...state, ...action.payload } as RootState, action);
  }
  return combined(state, action);
}

export interface ThunkExtra {
  api: ApiClient;
  /** The ring section's client (base path /ring, §7). */
  ringApi: ApiClient;
}

/** A store per request on the server, one per tab in the browser. */
export function makeStore(preloadedState?: PreloadedState, api?: ApiClient, ringApi?: ApiClient) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { get api() { return api ?? browserApi(); }, get ringApi() { return ringApi ?? api ?? browserRingApi(); } } satisfies ThunkExtra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

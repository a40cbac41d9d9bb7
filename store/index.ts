import { combineReducers, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { browserApi } from '../api/client';
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
}

/** A store per request on the server, one per tab in the browser. */
export function makeStore(preloadedState?: PreloadedState, api?: ApiClient) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { get api() { return api ?? browserApi(); } } satisfies ThunkExtra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

import { combineSlices, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { browserApi, browserRingApi } from '../api/client';
import app, { type AppState } from './slices/app';
import user, { type UserState } from './slices/user';
import type { BridesState } from './slices/brides';
import type { ClipsState } from './slices/clips';
import type { ContactState } from './slices/contact';
import type { FairsState } from './slices/fairs';
import type { FamilyState } from './slices/family';
import type { HallsState } from './slices/halls';
import type { LoveState } from './slices/love';
import type { MagazineState } from './slices/magazine';
import type { RankingState } from './slices/ranking';
import type { RewardsState } from './slices/rewards';
import type { RingsState } from './slices/rings';
import type { PartnersState } from './slices/partners';

/**
 * Every slice of the store. `app` and `user` (the shell's: device, dialogs, the header's account
 * menu) are in every page's first load. Every other domain's slice injects itself when its module
 * is first imported (`injectSlice` at the end of store/slices/<domain>.ts), so a page's first load
 * carries only the slices its components use (RTK's combineSlices().inject). A module that reads
 * `state.<domain>` therefore imports that slice's module (its thunks or actions, or
 * `import '@/store/slices/<domain>'`): a slice nobody on the page imported has no state yet.
 */
export interface RootState {
  app: AppState;
  user: UserState;
  halls: HallsState;
  fairs: FairsState;
  magazine: MagazineState;
  ranking: RankingState;
  clips: ClipsState;
  love: LoveState;
  rings: RingsState;
  contact: ContactState;
  family: FamilyState;
  rewards: RewardsState;
  brides: BridesState;
  partners: PartnersState;
}
export type PreloadedState = Partial<RootState>;

const combined = combineSlices({ app, user });

/** Merges a page's server-rendered slices into the running store on client-side navigation. */
export const hydrate = createAction<PreloadedState>('app/hydrate');

/** Dispatched when a slice joins the running browser store, so its initial state is there before its page renders. */
const sliceInjected = createAction<string>('app/sliceInjected');

/** The slices the combined reducer knows: the shell's, then each one as it is injected. */
const injected = new Set<string>(['app', 'user']);

/**
 * The combined reducer over the injected slices. State of a slice not injected yet (the server
 * rendered it into the page's preloaded state, but only getServerSideProps imported the slice, so
 * the browser bundle does not carry it until a component does) is kept as it came, untouched,
 * instead of being dropped: selectors read it, and the slice takes it over when it is injected.
 */
function reduceKnown(state: Record<string, unknown> | undefined, action: UnknownAction): RootState {
  if (!state) return combined(undefined as never, action) as unknown as RootState;
  const known: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) (injected.has(key) ? known : rest)[key] = value;
  const next = combined(known as never, action) as unknown as Record<string, unknown>;
  if (Object.keys(rest).length === 0) return next as unknown as RootState;
  if (Object.keys(next).every((key) => next[key] === state[key])) return state as unknown as RootState;
  return { ...rest, ...next } as unknown as RootState;
}

function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (hydrate.match(action) && state) return reduceKnown({ ...state, ...action.payload }, action);
  return reduceKnown(state as unknown as Record<string, unknown> | undefined, action);
}

/** The browser's store (one per tab); a slice injected after it was made is initialised in it at once. */
let browserStore: { dispatch(action: UnknownAction): unknown } | null = null;

/** Adds a domain's slice to the root reducer (idempotent); called once by each lazily loaded slice module. */
export function injectSlice(slice: { reducerPath: keyof RootState; reducer: (state: never, action: UnknownAction) => unknown }): void {
  combined.inject(slice as never);
  injected.add(slice.reducerPath);
  browserStore?.dispatch(sliceInjected(slice.reducerPath));
}

export interface ThunkExtra {
  api: ApiClient;
  /** The ring section's client (base path /ring, §7). */
  ringApi: ApiClient;
}

/** A store per request on the server, one per tab in the browser. */
export function makeStore(preloadedState?: PreloadedState, api?: ApiClient, ringApi?: ApiClient) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { get api() { return api ?? browserApi(); }, get ringApi() { return ringApi ?? api ?? browserRingApi(); } } satisfies ThunkExtra } }),
  });
  if (typeof window !== 'undefined') browserStore = store;
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

import { createAsyncThunk } from '@reduxjs/toolkit';
import { useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState, ThunkExtra } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Thunks get the API client as their extra argument and reject with the spec's message. */
export const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch; extra: ThunkExtra; rejectValue: string }>();

/**
 * A page's own data from the store, held while the page is being left. During a client-side
 * navigation the page on screen renders once more with the next page's preloaded state (_app merges
 * it before the new page takes over), where this part is empty: without the hold it would draw its
 * "not found" state for a moment, and the app's transition_complete would carry that title. A page
 * that is really not found says so from its own props (its `meta` is null), never from this value.
 */
export function usePageData<T>(selector: (s: RootState) => T | null | undefined): T | null {
  const value = useAppSelector(selector) ?? null;
  const held = useRef<T | null>(value);
  if (value !== null) held.current = value;
  return value ?? held.current;
}

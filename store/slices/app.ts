import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FloatingBanner {
  visible: boolean;
  hiddenItems: string[];
}

/** Client state of §3: device, native app, login request and floating banner. */
export interface AppState {
  isSmall: boolean;
  isInApp: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  appVersion: string | null;
  /** The app's version-3 wrapper is marked separately (§9). */
  isAppV3: boolean;
  isResizing: boolean;
  requestLogin: boolean;
  /** The save that opened the login prompt (its words fit it; closing the prompt gives it up). */
  loginFor: { kind: string; payload: unknown } | null;
  floatingBanner: FloatingBanner;
  appModal: { open: boolean; text: string };
}

export const initialAppState: AppState = {
  isSmall: false,
  isInApp: false,
  isIOS: false,
  isAndroid: false,
  appVersion: null,
  isAppV3: false,
  isResizing: false,
  requestLogin: false,
  loginFor: null,
  floatingBanner: { visible: false, hiddenItems: [] },
  appModal: { open: false, text: '' },
};

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setDevice(state, action: PayloadAction<Pick<AppState, 'isInApp' | 'isIOS' | 'isAndroid' | 'appVersion' | 'isAppV3'>>) {
      Object.assign(state, action.payload);
    },
    setSmall(state, action: PayloadAction<boolean>) {
      state.isSmall = action.payload;
    },
    setResizing(state, action: PayloadAction<boolean>) {
      state.isResizing = action.payload;
    },
    /** Opens the login prompt (for a save: the pending action) or closes it (false). */
    setRequestLogin(state, action: PayloadAction<boolean | { kind: string; payload: unknown }>) {
      state.requestLogin = action.payload !== false;
      state.loginFor = typeof action.payload === 'object' ? action.payload : null;
    },
    showFloatingBanner(state) {
      state.floatingBanner.visible = true;
    },
    hideFloatingBanner(state) {
      state.floatingBanner.visible = false;
    },
    hideBannerItem(state, action: PayloadAction<string>) {
      if (!state.floatingBanner.hiddenItems.includes(action.payload)) state.floatingBanner.hiddenItems.push(action.payload);
    },
    openAppModal(state, action: PayloadAction<string>) {
      state.appModal = { open: true, text: action.payload };
    },
    closeAppModal(state) {
      state.appModal = { open: false, text: '' };
    },
  },
});

export const appActions = appSlice.actions;
export default appSlice.reducer;

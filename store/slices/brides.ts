import { createSlice } from '@reduxjs/toolkit';
import type { Album, BrideCard, BrideFilterInput, BridePhoto } from '../../api/contract/brides';
import type { BrideReportInput, MyBrideReport } from '../../api/contract/brideEditor';
import type { BridePhotoSection } from '../../lib/brides/vocabulary';
import type { ApiClient } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const bridesContract = () => import('../../api/contract/brides');
const editorContract = () => import('../../api/contract/brideEditor');

type BridePage = { items: BrideCard[]; total: number; page: number; total_pages: number };

export interface BridesState {
  /** A list fetched in the browser (a hall's reports, the next page of a list). */
  list: Remote<BridePage | null>;
  /** The view beacon of the report on screen: report id → its viewed_count once counted. */
  views: Record<number, Remote<number | null>>;
  /** The member's own report in the editor (preloaded by its page). */
  mine: MyBrideReport | null;
  /** The editor's last call (save, album, photo): its button waits while started; failed shows the message. */
  edit: Remote<string | null>;
  /** Photo uploads: the one in progress, how many are left and why any of this batch failed. */
  upload: Remote<BridePhoto | null> & { pending: number; failures: string[] };
}

export const initialBridesState: BridesState = { list: remote(null), views: {}, mine: null, edit: remote(null), upload: { ...remote(null), pending: 0, failures: [] } };

export const fetchBrides = createAppThunk('brides/fetchList', async (arg: BrideFilterInput & { page?: number; per_page?: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await bridesContract()).listBrides, arg);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** Tells the server a visitor saw the report (it counts once per visitor per day). */
export const recordBrideView = createAppThunk('brides/recordView', async (id: number, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await bridesContract()).viewBride, { id })).viewed_count;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** One editor call: the message on failure is the server's (Japanese) one. */
function editThunk<A, R>(name: string, run: (arg: A, api: ApiClient) => Promise<R>) {
  return createAppThunk(`brides/${name}`, async (arg: A, { extra, rejectWithValue }) => {
    try {
      return await run(arg, extra.api);
    } catch (e) {
      return rejectWithValue(errorMessage(e));
    }
  });
}

export const saveMyReport = editThunk('saveMyReport', async (input: BrideReportInput, api) => api.call((await editorContract()).saveMyBrideReport, input));
export const setMyReportPrivate = editThunk('setMyReportPrivate', async (isPrivate: boolean, api) => api.call((await editorContract()).setMyVisibility, { is_private: isPrivate }));
export const addMyAlbum = editThunk('addMyAlbum', async (title: string, api) => api.call((await editorContract()).createMyAlbum, { title }));
export const changeMyAlbum = editThunk('changeMyAlbum', async (arg: { albumId: number; title?: string; photo_ids?: number[] }, api) => api.call((await editorContract()).updateMyAlbum, arg));
export const removeMyAlbum = editThunk('removeMyAlbum', async (albumId: number, api) => (await api.call((await editorContract()).deleteMyAlbum, { albumId }), albumId));
export const changeMyPhoto = editThunk('changeMyPhoto', async (arg: { photoId: number; caption?: string; section?: BridePhotoSection }, api) => api.call((await editorContract()).updateMyPhoto, arg));
export const removeMyPhoto = editThunk('removeMyPhoto', async (photoId: number, api) => (await api.call((await editorContract()).deleteMyPhoto, { photoId }), photoId));
export const uploadPhoto = createAppThunk('brides/uploadPhoto', async (arg: { albumId: number; file: Blob; section?: BridePhotoSection }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await editorContract()).uploadMyPhoto, { albumId: arg.albumId, photo: arg.file, caption: '', section: arg.section });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const replaceAlbum = (mine: MyBrideReport | null, album: Album) => {
  if (!mine) return;
  const i = mine.albums.findIndex((a) => a.id === album.id);
  if (i >= 0) mine.albums[i] = album;
  else mine.albums.push(album);
};
const eachAlbum = (mine: MyBrideReport | null, fn: (a: Album) => void) => mine?.albums.forEach(fn);
const recount = (a: Album) => {
  a.photo_count = a.photo_list.length;
  a.cover_photo_url = a.photo_list[0]?.photo_url ?? null;
};

const EDIT_DONE: Record<string, string> = {
  saveMyReport: '花嫁レポートを保存しました',
  setMyReportPrivate: '公開設定を変更しました',
  addMyAlbum: 'アルバムを追加しました',
  changeMyAlbum: 'アルバムを保存しました',
  removeMyAlbum: 'アルバムを削除しました',
  changeMyPhoto: '写真の情報を保存しました',
  removeMyPhoto: '写真を削除しました',
};

const bridesSlice = createSlice({
  name: 'brides',
  initialState: initialBridesState,
  reducers: {
    loadMine(state, action: { payload: MyBrideReport }) {
      state.mine = action.payload;
    },
    queueUploads(state, action: { payload: number }) {
      if (state.upload.pending === 0) state.upload.failures = [];
      state.upload.pending += action.payload;
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchBrides, (s) => s.list);
    addRemoteCases(builder, recordBrideView, (s, id) => (s.views[id] ??= remote<number | null>(null)));
    builder
      .addCase(uploadPhoto.pending, (s) => {
        s.upload.status = 'started';
        s.upload.fetching = true;
        s.upload.error = null;
      })
      .addCase(uploadPhoto.fulfilled, (s, a) => {
        s.upload.status = 'done';
        s.upload.fetching = false;
        s.upload.data = a.payload;
        s.upload.pending = Math.max(0, s.upload.pending - 1);
        const album = s.mine?.albums.find((x) => x.id === a.meta.arg.albumId);
        if (album) {
          album.photo_list.push(a.payload);
          recount(album);
        }
      })
      .addCase(uploadPhoto.rejected, (s, a) => {
        s.upload.status = 'failed';
        s.upload.fetching = false;
        s.upload.error = a.payload ?? 'Failed to fetch';
        s.upload.pending = Math.max(0, s.upload.pending - 1);
        const name = (a.meta.arg.file as File).name;
        s.upload.failures.push(`${typeof name === 'string' ? `${name}：` : ''}${s.upload.error}`);
      });
    const edits = [saveMyReport, setMyReportPrivate, addMyAlbum, changeMyAlbum, removeMyAlbum, changeMyPhoto, removeMyPhoto] as const;
    for (const thunk of edits) {
      const name = thunk.typePrefix.replace('brides/', '');
      addRemoteCases(builder, thunk as never, (s: BridesState) => s.edit, () => EDIT_DONE[name]);
    }
    builder
      .addMatcher(saveMyReport.fulfilled.match, (s, a) => {
        s.mine = a.payload;
      })
      .addMatcher(setMyReportPrivate.fulfilled.match, (s, a) => {
        if (s.mine) s.mine.is_private = a.payload.is_private;
      })
      .addMatcher((a) => addMyAlbum.fulfilled.match(a) || changeMyAlbum.fulfilled.match(a), (s, a: { payload: Album }) => replaceAlbum(s.mine, a.payload))
      .addMatcher(removeMyAlbum.fulfilled.match, (s, a) => {
        if (s.mine) s.mine.albums = s.mine.albums.filter((x) => x.id !== a.payload);
      })
      .addMatcher(changeMyPhoto.fulfilled.match, (s, a) =>
        eachAlbum(s.mine, (al) => {
          al.photo_list = al.photo_list.map((p) => (p.id === a.payload.id ? a.payload : p));
        }),
      )
      .addMatcher(removeMyPhoto.fulfilled.match, (s, a) =>
        eachAlbum(s.mine, (al) => {
          al.photo_list = al.photo_list.filter((p) => p.id !== a.payload);
          recount(al);
        }),
      );
  },
});

export const bridesActions = bridesSlice.actions;
injectSlice(bridesSlice);
export default bridesSlice.reducer;

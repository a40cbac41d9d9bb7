import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useState, type FormEvent } from 'react';
import { getMe, getRegisterOptions, type RegisterOptions } from '@/api/contract/accounts';
import { getMyBrideReport } from '@/api/contract/brideEditor';
import { listThemeTags, type ThemeTag } from '@/api/contract/brides';
import { serverApi } from '@/api/server';
import { AlbumEditor } from '@/components/brides/editor/AlbumEditor';
import styles from '@/components/brides/editor/Editor.module.css';
import { ReportForm } from '@/components/brides/editor/ReportForm';
import { Seo } from '@/components/ui/Seo';
import { brideReportPath } from '@/lib/brides/vocabulary';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import type { PreloadedState } from '@/store';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { doneRemote } from '@/store/remote';
import { addMyAlbum, initialBridesState, setMyReportPrivate } from '@/store/slices/brides';
import { initialUserState } from '@/store/slices/user';

export interface BrideReportEditorProps {
  meta: PageMeta;
  tags: ThemeTag[];
  regions: RegisterOptions['regions'];
  defaultPrefecture: string;
  preloadedState: PreloadedState;
}

/** /account/bride-report: the member writes her 花嫁レポート, makes albums, uploads photos and chooses who sees it. */
export default function BrideReportEditorPage({ meta, tags, regions, defaultPrefecture }: BrideReportEditorProps) {
  const dispatch = useAppDispatch();
  const mine = useAppSelector((s) => s.brides.mine);
  const edit = useAppSelector((s) => s.brides.edit);
  const upload = useAppSelector((s) => s.brides.upload);
  const [albumTitle, setAlbumTitle] = useState('');
  if (!mine) return null;

  const addAlbum = (e: FormEvent) => {
    e.preventDefault();
    void dispatch(addMyAlbum(albumTitle)).then((a) => {
      if (a.meta.requestStatus === 'fulfilled') setAlbumTitle('');
    });
  };

  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>花嫁レポートの編集</h1>
      <p>結婚式の思い出をレポートにして、これから結婚式を挙げる花嫁さんに届けましょう。</p>
      {mine.report ? (
        <p><Link href={brideReportPath(mine.user_id)}>公開ページを見る</Link></p>
      ) : null}
      <div aria-live="polite">
        {edit.status === 'done' && edit.data ? <p className={styles.status}>{edit.data}</p> : null}
        {upload.pending > 0 ? <p className={styles.status}>写真をアップロードしています…（残り{upload.pending}枚）</p> : null}
      </div>
      {edit.status === 'failed' && edit.error ? <p className={styles.alert} role="alert">{edit.error}</p> : null}
      {upload.failures.length ? (
        <div className={styles.alert} role="alert">
          <p>追加できなかった写真があります。</p>
          <ul>{upload.failures.map((f, i) => <li key={i}>{f}</li>)}</ul>
        </div>
      ) : null}

      <section className={styles.panel} aria-labelledby="visibility-title">
        <h2 id="visibility-title">公開設定</h2>
        <p>{mine.is_private ? '現在は非公開です。レポートとアルバムはあなたにしか見えません。' : '現在は公開中です。レポートとアルバムは誰でも見られます。'}</p>
        <button type="button" className={styles.secondary} disabled={edit.fetching} onClick={() => void dispatch(setMyReportPrivate(!mine.is_private))}>
          {mine.is_private ? 'レポートを公開する' : 'レポートを非公開にする'}
        </button>
      </section>

      <ReportForm report={mine.report} tags={tags} regions={regions} defaultPrefecture={defaultPrefecture} />

      <h2>アルバム</h2>
      {mine.albums.map((a) => <AlbumEditor key={a.id} album={a} />)}
      <form onSubmit={addAlbum} className={styles.panel} aria-labelledby="new-album-title">
        <h3 id="new-album-title">アルバムを追加</h3>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="new-album-name">アルバム名（例：前撮り、挙式、披露宴）</label>
            <input id="new-album-name" value={albumTitle} maxLength={30} onChange={(e) => setAlbumTitle(e.target.value)} className={styles.input} />
          </div>
          <button type="submit" className={styles.secondary} disabled={edit.fetching}>追加する</button>
        </div>
      </form>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<BrideReportEditorProps> = async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const api = serverApi(req, res);
  const { user } = await api.call(getMe, {});
  if (!user) return { redirect: { destination: '/login', permanent: false } };
  const [mine, tags, options] = await Promise.all([api.call(getMyBrideReport, {}), api.call(listThemeTags, {}), api.call(getRegisterOptions, {})]);
  return {
    props: {
      meta: pageMeta('/account/bride-report', '花嫁レポートの編集', '花嫁レポートとアルバムを編集します。', { noindex: true }),
      tags: tags.items,
      regions: options.regions,
      defaultPrefecture: user.wedding_prefecture_slug ?? '',
      preloadedState: { user: { ...initialUserState, me: doneRemote(user) }, brides: { ...initialBridesState, mine } },
    },
  };
};

import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../api/client';
import { getMe } from '../../api/contract/accounts';
import { COMPARE_MAX, CLIP_PER_PAGE } from '../../api/contract/clipLimits';
import {
  listArticleClips, listBrideReportClips, listHallClips, shareableHallClips, userKarte,
  type ClippedArticle, type ClippedBrideReport, type HallClipShare,
} from '../../api/contract/clips';
import type { EndpointOutput } from '../../api/contract/define';
import { errorMessage } from '../../api/errors';
import { serverApi } from '../../api/server';
import { ArticleClipButton } from '../../components/clips/ArticleClipButton';
import { BrideReportClipButton } from '../../components/clips/BrideReportClipButton';
import { ClippedHallItem } from '../../components/clips/ClippedHallItem';
import { AccountEntryLink } from '../../components/accounts/AccountEntryLink';
import { NewShare, ShareList } from '../../components/clips/ShareList';
import styles from '../../components/clips/Clips.module.css';
import { Seo } from '../../components/ui/Seo';
import { formatDateJa } from '../../lib/format';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import type { PreloadedState } from '../../store';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { doneRemote } from '../../store/remote';
import { fetchHallClipList, initialClipsState } from '../../store/slices/clips';
import { fetchMe, initialUserState } from '../../store/slices/user';

type Karte = EndpointOutput<typeof userKarte>;

interface Props {
  meta: PageMeta;
  page: number;
  karte: Karte | null;
  articles: ClippedArticle[];
  brideReports: ClippedBrideReport[];
  shares: HallClipShare[];
  /** Her clips' hall names by clip id: what each share shows, in words. */
  hallNames: Record<number, string>;
  preloadedState?: PreloadedState;
}

function SignInPrompt() {
  return (
    <div className={styles.empty}>
      <p>クリップを保存・確認するには会員登録（無料）が必要です。</p>
      <p>
        <AccountEntryLink href="/register" className={`${styles.btn} ${styles.primary}`}>会員登録する</AccountEntryLink>{' '}
        <AccountEntryLink href="/login" className={styles.btn}>ログイン</AccountEntryLink>
      </p>
    </div>
  );
}

/** The member's clips: halls (with notes, comparison and sharing), articles and bride reports. */
export default function ClipsPage({ meta, page, karte, articles, brideReports, shares: initialShares, hallNames: initialHallNames }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const me = useAppSelector((s) => s.user.me);
  const list = useAppSelector((s) => s.clips.list);
  const [selected, setSelected] = useState<number[]>([]);
  const [shares, setShares] = useState(initialShares);
  // Once she has a link the list stays, also after she revokes the last one (its notice is said there).
  const [listShares, setListShares] = useState(initialShares.length > 0);
  const [newShare, setNewShare] = useState<HallClipShare | null>(null);
  const [shareState, setShareState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  // In the app the wedding token lives in the webview: load there when the server could not.
  useEffect(() => {
    if (me.status === 'idle') void dispatch(fetchMe());
  }, [dispatch, me.status]);
  useEffect(() => {
    if (me.data && list.status === 'idle') void dispatch(fetchHallClipList({ page }));
  }, [dispatch, me.data, list.status, page]);

  const clips = useMemo(() => list.data?.items ?? [], [list.data]);
  const hallNames = useMemo(() => ({ ...initialHallNames, ...Object.fromEntries(clips.map((c) => [c.id, c.hall.name])) }), [initialHallNames, clips]);
  const selectedClips = clips.filter((c) => selected.includes(c.id));
  const toggle = (id: number, on: boolean) => setSelected((cur) => (on ? [...cur.filter((x) => x !== id), id] : cur.filter((x) => x !== id)));

  const share = async () => {
    setShareState({ busy: true, error: null });
    try {
      // The endpoint (zod) loads with the call, not with the page.
      const { createHallClipShare } = await import('../../api/contract/clips');
      const created = await browserApi().call(createHallClipShare, { hall_clip_ids: selected });
      setNewShare(created);
      setShares((cur) => [created, ...cur]);
      setListShares(true);
      setShareState({ busy: false, error: null });
    } catch (e) {
      setShareState({ busy: false, error: `共有リンクを作成できませんでした（${errorMessage(e)}）` });
    }
  };

  const compareHref = `/clips/compare?hall_ids=${selectedClips.map((c) => c.hall_id).join(',')}`;
  const total = list.data?.total ?? 0;
  const totalPages = list.data?.total_pages ?? 1;

  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>クリップ一覧</h1>
      {!me.data ? (
        me.status === 'done' || me.status === 'failed' ? <SignInPrompt /> : <p aria-live="polite">読み込み中...</p>
      ) : (
        <>
          <p className={styles.lead}>気になる式場・記事・花嫁レポートを保存しておけます。式場はメモを残したり、比較したり、家族やパートナーと共有できます。</p>
          {karte ? (
            <dl className={styles.karte} aria-label="準備の状況">
              <div><dt>クリップした式場</dt><dd>{karte.hall_clip_count}件</dd></div>
              <div><dt>フェア予約</dt><dd>{karte.reservation_count}件</dd></div>
              <div><dt>届いたコメント</dt><dd>{karte.comment_count}件</dd></div>
              <div><dt>最後にクリップした日</dt><dd>{karte.last_clipped_at ? formatDateJa(karte.last_clipped_at, false) : '—'}</dd></div>
            </dl>
          ) : null}

          <section className={styles.section} aria-labelledby="clips-halls">
            <h2 id="clips-halls">式場 <span className={styles.count}>{total}件</span></h2>
            {list.status === 'failed' ? <p className={styles.error} role="alert">式場のクリップを読み込めませんでした。ページを再読み込みしてください。</p> : null}
            {clips.length === 0 && list.status !== 'started' ? (
              <p className={styles.empty}>
                まだクリップした式場はありません。<Link href="/halls/search/">式場を探す</Link>から、気になる式場をクリップしましょう。
              </p>
            ) : (
              <ul className={styles.list}>
                {clips.map((c) => (
                  <ClippedHallItem key={c.id} clip={c} selected={selected.includes(c.id)} onSelect={(on) => toggle(c.id, on)} selectDisabled={false} />
                ))}
              </ul>
            )}
            {totalPages > 1 ? (
              <nav className={styles.pager} aria-label="式場のクリップのページ送り">
                {page > 1 ? <Link href={`/clips?page=${page - 1}`} className={styles.btn}>前の{CLIP_PER_PAGE}件</Link> : <span />}
                <span className={styles.count}>{page} / {totalPages}ページ</span>
                {page < totalPages ? <Link href={`/clips?page=${page + 1}`} className={styles.btn}>次の{CLIP_PER_PAGE}件</Link> : <span />}
              </nav>
            ) : null}
            {clips.length > 0 ? (
              <div className={styles.toolbar} role="region" aria-label="選んだ式場の操作">
                <p>{selected.length === 0 ? '式場を選んで、比較や共有ができます' : `${selected.length}件を選択中`}{selected.length > COMPARE_MAX ? `（比較は${COMPARE_MAX}件まで）` : ''}</p>
                <button type="button" className={styles.btn} disabled={selected.length < 2 || selected.length > COMPARE_MAX} onClick={() => void router.push(compareHref)}>
                  選んだ式場を比較
                </button>
                <button type="button" className={`${styles.btn} ${styles.primary}`} disabled={selected.length === 0 || shareState.busy} onClick={share}>
                  {shareState.busy ? '作成中...' : '共有リンクを作成'}
                </button>
                {shareState.error ? <p className={styles.error} role="alert">{shareState.error}</p> : null}
                {newShare ? <NewShare share={newShare} count={newShare.hall_clip_ids.length} /> : null}
              </div>
            ) : null}
          </section>

          {listShares ? (
            <ShareList
              shares={shares}
              hallNames={hallNames}
              onRevoked={(id) => {
                setShares((cur) => cur.filter((x) => x.id !== id));
                if (newShare?.id === id) setNewShare(null);
              }}
            />
          ) : null}

          <section className={styles.section} aria-labelledby="clips-articles">
            <h2 id="clips-articles">記事 <span className={styles.count}>{articles.length}件</span></h2>
            {articles.length === 0 ? (
              <p className={styles.empty}>クリップした記事はありません。<Link href="/magazine">マガジン</Link>で気になる記事をクリップできます。</p>
            ) : (
              <ul className={styles.cards}>
                {articles.map((a) => (
                  <li key={a.article_id} className={styles.card}>
                    {a.thumbnail ? <img src={a.thumbnail} alt="" loading="lazy" /> : <span />}
                    <div className={styles.cardBody}>
                      <h3><Link href={a.url}>{a.title}</Link></h3>
                      <p>{a.category_name}</p>
                      <ArticleClipButton articleId={a.article_id} initialCount={a.clip_count} title={a.title} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="clips-brides">
            <h2 id="clips-brides">花嫁レポート <span className={styles.count}>{brideReports.length}件</span></h2>
            {brideReports.length === 0 ? (
              <p className={styles.empty}>クリップした花嫁レポートはありません。</p>
            ) : (
              <ul className={styles.cards}>
                {brideReports.map((r) => (
                  <li key={r.bride_report_id} className={styles.card}>
                    <img src={r.cover_image_url} alt="" loading="lazy" />
                    <div className={styles.cardBody}>
                      <h3><Link href={r.report_url}>{r.title}</Link></h3>
                      <p>{r.nickname}さん・{r.hall_name}・{formatDateJa(r.wedding_date, false)}</p>
                      <BrideReportClipButton reportId={r.bride_report_id} userId={r.bride_report_id} title={r.title} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

const firstOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const pageNo = Math.max(1, Math.min(10000, Number.parseInt(firstOf(query.page) ?? '1', 10) || 1));
  const meta = pageMeta(pageNo > 1 ? `/clips?page=${pageNo}` : '/clips', 'クリップ一覧', '保存した式場・記事・花嫁レポートの一覧。式場はメモ、比較、家族との共有ができます。', { noindex: true });
  const empty: Props = { meta, page: pageNo, karte: null, articles: [], brideReports: [], shares: [], hallNames: {} };
  const api = serverApi(req, res);
  const { user } = await api.call(getMe, {});
  if (!user) {
    // In the app the webview's token signs in from the page itself; others are asked to sign in.
    return { props: empty };
  }
  const [halls, articles, brideReports, shareable, karte] = await Promise.all([
    api.call(listHallClips, { page: pageNo }),
    api.call(listArticleClips, { page: 1 }),
    api.call(listBrideReportClips, { page: 1 }),
    api.call(shareableHallClips, {}),
    api.call(userKarte, {}),
  ]);
  const known = Object.fromEntries(halls.items.map((c) => [c.hall_id, true]));
  return {
    props: {
      ...empty,
      karte,
      articles: articles.items,
      brideReports: brideReports.items,
      shares: shareable.shares,
      hallNames: Object.fromEntries(shareable.items.map((i) => [i.hall_clip_id, i.hall_name])),
      preloadedState: {
        user: { ...initialUserState, me: doneRemote(user) },
        clips: { ...initialClipsState, list: doneRemote(halls), halls: known },
      },
    },
  };
};

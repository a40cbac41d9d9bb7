import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi, serverRingApi } from '../../api/server';
import { getMe } from '../../api/contract/accounts';
import { listFavoriteBrands, listFavoriteRings, type FavoriteRing } from '../../api/contract/ringFavorites';
import { ringPaths } from '../../api/contract/ringPaths';
import type { BrandSummary } from '../../api/contract/rings';
import { FavoritesView } from '../../components/rings/FavoritesView';
import styles from '../../components/rings/RingPage.module.css';
import { Breadcrumbs, type Crumb } from '../../components/ui/Breadcrumbs';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { RING_TOP_CRUMBS } from '../../lib/rings/seo';
import type { PreloadedState } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { doneRemote } from '../../store/remote';
import { initialRingsState } from '../../store/slices/rings';
import { initialUserState } from '../../store/slices/user';

/** Up to this many of each are shown (and compared) on the page. */
const FAVORITES_SHOWN = 100;

export interface FavoritesProps {
  brands: BrandSummary[];
  rings: FavoriteRing[];
  meta: PageMeta;
  crumbs: Crumb[];
  preloadedState?: PreloadedState;
}

export default function FavoritesPage({ brands, rings, meta, crumbs }: FavoritesProps) {
  const me = useAppSelector((s) => s.user.me);
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={crumbs} />
      <h1>お気に入りの指輪・ブランド</h1>
      {me.data ? (
        <FavoritesView brands={brands} rings={rings} />
      ) : (
        <div className={styles.signin}>
          <p>指輪やブランドをお気に入りに保存するには会員登録（無料）が必要です。</p>
          <p><Link href="/register">会員登録する</Link>　<Link href="/login">ログイン</Link></p>
        </div>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<FavoritesProps> = async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const base: FavoritesProps = {
    brands: [],
    rings: [],
    crumbs: [...RING_TOP_CRUMBS, { name: 'お気に入り' }],
    meta: pageMeta(ringPaths.favorites, 'お気に入りの指輪・ブランド', '保存した婚約指輪・結婚指輪とブランドの一覧。指輪は4つまで並べて比べられます。', { noindex: true }),
  };
  const { user } = await serverApi(req, res).call(getMe, {});
  if (!user) return { props: base };
  const ringApi = serverRingApi(req, res);
  const [brands, rings] = await Promise.all([
    ringApi.call(listFavoriteBrands, { page: 1, page_size: FAVORITES_SHOWN }),
    ringApi.call(listFavoriteRings, { page: 1, page_size: FAVORITES_SHOWN }),
  ]);
  const known = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, true]));
  return {
    props: {
      ...base,
      brands: brands.data,
      rings: rings.data,
      preloadedState: {
        user: { ...initialUserState, me: doneRemote(user) },
        rings: {
          ...initialRingsState,
          brands: known(brands.data.map((b) => b.id)),
          rings: known(rings.data.map((r) => r.id)),
          counts: doneRemote({ brands: brands.meta.total, rings: rings.meta.total }),
        },
      },
    },
  };
};

import Head from 'next/head';
import Link from '@/components/ui/Link';
import { magazinePaths } from '../../api/contract/magazinePaths';
import styles from './MagazineNotFound.module.css';

/** Shown with status 404 for an unknown article, category, tag or writer ("Not Found" in the state, §8). */
export function MagazineNotFound({ what }: { what: string }) {
  return (
    <>
      <Head>
        <title>{`${what}が見つかりません | musubi（ムスビ）`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section aria-labelledby="mnf-title" className={styles.box}>
        <h1 id="mnf-title">{what}が見つかりません</h1>
        <p>お探しのページは移動または削除された可能性があります。</p>
        <p>
          <Link href={magazinePaths.top}>マガジンのトップへ</Link>　<Link href={magazinePaths.recent()}>新着記事を見る</Link>
        </p>
      </section>
    </>
  );
}

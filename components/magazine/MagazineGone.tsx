import Head from 'next/head';
import Link from '@/components/ui/Link';
import { magazinePaths } from '../../api/contract/magazinePaths';
import styles from './MagazineNotFound.module.css';

/** Shown with status 410 for an article that was published and then taken down, and for its old addresses. */
export function MagazineGone() {
  return (
    <>
      <Head>
        <title>この記事は公開を終了しました | musubi（ムスビ）</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section aria-labelledby="mg-title" className={styles.box}>
        <h1 id="mg-title">この記事は公開を終了しました</h1>
        <p>ご覧いただいた記事は、掲載を終了しました。ほかの記事をお楽しみください。</p>
        <p>
          <Link href={magazinePaths.top}>マガジンのトップへ</Link>　<Link href={magazinePaths.recent()}>新着記事を見る</Link>
        </p>
      </section>
    </>
  );
}

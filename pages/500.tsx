import Head from 'next/head';
import Link from 'next/link';

export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <title>エラーが発生しました | musubi</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section style={{ textAlign: 'center', padding: '48px 0' }}>
        <h1>ただいまページを表示できません</h1>
        <p>時間をおいてから、もう一度お試しください。</p>
        <p><Link href="/">トップページへ</Link></p>
      </section>
    </>
  );
}

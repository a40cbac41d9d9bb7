import Head from 'next/head';
import Link from 'next/link';

// The home page is built by the platform/hall-directory work (issue 2, 3).
export default function HomePage() {
  return (
    <>
      <Head>
        <title>musubi（ムスビ）| 結婚式場探しと結婚準備のウェディング情報サイト</title>
      </Head>
      <h1>理想の結婚式場を見つけよう</h1>
      <p><Link href="/halls/search/">式場を探す</Link></p>
    </>
  );
}

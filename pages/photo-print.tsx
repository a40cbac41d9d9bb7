import type { GetServerSideProps } from 'next';
import { LoveButton } from '../components/clips/LoveButton';
import { Breadcrumbs, breadcrumbJsonLd } from '../components/ui/Breadcrumbs';
import { Seo } from '../components/ui/Seo';
import styles from '../components/legal/LegalDocumentView.module.css';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import { setPageCache } from '../lib/pageCache';

const PATH = '/photo-print';

interface Props {
  meta: PageMeta;
  jsonLd: object[];
}

/**
 * Our own guide to printing the wedding's photos: where the photo-print notice leads (shown to
 * couples whose wedding is behind them). No app or shop of ours to sell: what to choose and ask.
 */
export default function PhotoPrintPage({ meta, jsonLd }: Props) {
  return (
    <article className={styles.page} aria-labelledby="pp-title">
      <Seo meta={meta} jsonLd={jsonLd} />
      <Breadcrumbs items={[{ name: 'トップ', href: '/' }, { name: '結婚式の写真をプリントに' }]} />
      <h1 id="pp-title">結婚式の写真を、プリントとフォトブックに</h1>
      <p className={styles.lead}>
        式のあと、カメラマンから届いた写真やゲストが撮ってくれた写真は、スマホの中に眠らせがちです。飾るプリント、両親に贈るフォトブックにするときに、選び方と頼み方で迷わないための目安をまとめました。
      </p>
      <LoveButton type="webpage" url={PATH} subject="結婚式の写真のプリントのページ" />
      <section className={styles.section}>
        <h2>まず、元の写真をそろえる</h2>
        <ul>
          <li>カメラマンの写真は、納品されたデータ（原寸）を使います。SNSやメッセージアプリで送られた写真は小さく縮められていて、大きく伸ばすと粗くなります。</li>
          <li>ゲストの写真は、共有アルバムなどで元のサイズのまま集めてもらいましょう。</li>
          <li>選ぶ前に、お気に入りに印をつけて50〜100枚ほどに絞ると、フォトブックの構成が決めやすくなります。</li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>サイズと写真の大きさの目安</h2>
        <table>
          <caption>きれいに印刷できる写真の大きさ（300dpi換算）</caption>
          <thead>
            <tr><th scope="col">サイズ</th><th scope="col">仕上がり</th><th scope="col">必要な画素数の目安</th></tr>
          </thead>
          <tbody>
            <tr><th scope="row">L判</th><td>89×127mm</td><td>1,050×1,500ピクセル以上</td></tr>
            <tr><th scope="row">2L判</th><td>127×178mm</td><td>1,500×2,100ピクセル以上</td></tr>
            <tr><th scope="row">A4</th><td>210×297mm</td><td>2,480×3,510ピクセル以上</td></tr>
          </tbody>
        </table>
      </section>
      <section className={styles.section}>
        <h2>フォトブックを頼むときに確かめること</h2>
        <ul>
          <li>ページ数と製本（ハードカバー・レイフラット）。見開きで1枚の写真を大きく見せるなら、ページが平らに開くレイフラットが向いています。</li>
          <li>両親や祖父母に贈るなら、同じ本を何冊頼むか。冊数で割引のあるお店もあります。</li>
          <li>色の補正をお店に任せるか、届いたデータのまま印刷するか。カメラマンが仕上げた色を残したいときは「補正なし」を選びます。</li>
          <li>届くまでの日数。記念日や両親の誕生日に贈るなら、余裕をもって注文しましょう。</li>
        </ul>
      </section>
    </article>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  setPageCache(req, res, 3600);
  return {
    props: {
      meta: pageMeta(PATH, '結婚式の写真をプリント・フォトブックに', '結婚式の写真をプリントやフォトブックにするときの、写真のそろえ方、サイズと画素数の目安、フォトブックを頼むときに確かめることをまとめました。'),
      jsonLd: [breadcrumbJsonLd([{ name: 'トップ', href: '/' }, { name: '結婚式の写真をプリントに', href: PATH }], siteUrl())],
    },
  };
};

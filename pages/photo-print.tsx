import type { GetServerSideProps } from 'next';
import { LoveButton } from '../components/clips/LoveButton';
import { Breadcrumbs, breadcrumbJsonLd } from '../components/ui/Breadcrumbs';
import { Seo } from '../components/ui/Seo';
import styles from '../components/legal/LegalDocumentView.module.css';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import { setPageCache } from '../lib/pageCache';

const PATH = '/photo-print';
const APP_NAME = 'musubi プリント';
const STORE_QUERY = encodeURIComponent(APP_NAME);

interface Props {
  meta: PageMeta;
  jsonLd: object[];
}

/** The photo-print app's page: where the site's promotion leads. */
export default function PhotoPrintPage({ meta, jsonLd }: Props) {
  return (
    <article className={styles.page} aria-labelledby="pp-title">
      <Seo meta={meta} jsonLd={jsonLd} />
      <Breadcrumbs items={[{ name: 'トップ', href: '/' }, { name: 'フォトプリントアプリ' }]} />
      <h1 id="pp-title">結婚式の写真を、スマホからプリントに</h1>
      <p className={styles.lead}>
        フォトプリントアプリ「{APP_NAME}」は、結婚式や前撮りの写真をスマホから選んで、高画質なプリントやフォトブックにできるアプリです。ゲストが撮ってくれた写真もまとめて注文できます。
      </p>
      <LoveButton type="webpage" url={PATH} subject="フォトプリントアプリのページ" />
      <section className={styles.section}>
        <h2>できること</h2>
        <ul>
          <li>L判・2L判・スクエアのプリント（1枚から注文できます）</li>
          <li>24〜60ページのフォトブック。表紙にふたりの名前と日付を入れられます</li>
          <li>両親への贈呈用に、同じフォトブックを複数冊まとめて注文</li>
          <li>ゲストと写真を共有するアルバム（招待用のQRコードつき）</li>
        </ul>
      </section>
      <section className={styles.section}>
        <h2>ダウンロード</h2>
        <p>App Store または Google Play で「{APP_NAME}」と検索してください。</p>
        <ul>
          <li><a href={`https://apps.apple.com/jp/search?term=${STORE_QUERY}`} rel="noopener noreferrer" target="_blank">App Storeで探す<span className="visually-hidden">（新しいタブで開きます）</span></a></li>
          <li><a href={`https://play.google.com/store/search?q=${STORE_QUERY}&c=apps`} rel="noopener noreferrer" target="_blank">Google Playで探す<span className="visually-hidden">（新しいタブで開きます）</span></a></li>
        </ul>
      </section>
    </article>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  setPageCache(req, res, 3600);
  return {
    props: {
      meta: pageMeta(PATH, 'フォトプリントアプリ「musubi プリント」', '結婚式や前撮りの写真を、スマホから高画質なプリントやフォトブックに。フォトプリントアプリ「musubi プリント」のご案内です。'),
      jsonLd: [breadcrumbJsonLd([{ name: 'トップ', href: '/' }, { name: 'フォトプリントアプリ', href: PATH }], siteUrl())],
    },
  };
};

import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { Seo } from '../../components/ui/Seo';
import { breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { SearchView } from '../../components/halls/search/SearchView';
import { setPageCache } from '../../lib/pageCache';
import { firstOf, hrefWith } from '../../lib/halls/query';
import { loadSearch, type SearchData } from '../../lib/halls/searchLoader';
import { pageSuffix } from '../../lib/halls/searchTitle';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';

interface Props {
  data: SearchData;
  meta: PageMeta;
  crumbs: Crumb[];
  heading: string;
  base: string;
}

/** /halls/?name=: the target of the site search box in the header. */
export default function HallNameSearchPage({ data, meta, crumbs, heading, base }: Props) {
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <SearchView data={data} heading={heading} crumbs={crumbs} basePath="/halls/" intro={<p>式場名はひらがな・カタカナ・漢字のどれでも探せます。</p>} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const data = await loadSearch(serverApi(req, res), query);
  const name = firstOf(data.params, 'name');
  const heading = name ? `「${name}」の検索結果` : '結婚式場をキーワードで探す';
  setPageCache(req, res);
  return {
    props: {
      data,
      heading,
      base: siteUrl(),
      crumbs: [{ name: 'トップ', href: '/' }, { name: '式場を探す', href: '/halls/search/' }, { name: heading }],
      meta: pageMeta(
        hrefWith('/halls/', data.params),
        `${heading}（${data.result.total}件）${pageSuffix(data.page)}`,
        name ? `「${name}」に一致する結婚式場${data.result.total}件。口コミ評価や費用、フェア情報とあわせて比較できます。` : '式場名やキーワードから結婚式場を探せます。',
        { noindex: true },
      ),
    },
  };
};

import type { GetServerSideProps } from 'next';
import { breadcrumbJsonLd } from '../../components/ui/Breadcrumbs';
import { pageMeta, siteUrl, type PageMeta } from '../halls/seo';
import { setPageCache } from '../pageCache';
import type { LegalDocument } from './documents';

export interface LegalPageProps {
  meta: PageMeta;
  jsonLd: object[];
}

/** getServerSideProps of a legal page: its meta and breadcrumbs; the text is in the bundle. */
export function legalPageProps(doc: LegalDocument): GetServerSideProps<LegalPageProps> {
  return async ({ req, res }) => {
    setPageCache(req, res, 3600);
    return {
      props: {
        meta: pageMeta(doc.path, doc.title, doc.description),
        jsonLd: [breadcrumbJsonLd([{ name: 'トップ', href: '/' }, { name: doc.title, href: doc.path }], siteUrl())],
      },
    };
  };
}

import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { Seo } from '../components/ui/Seo';
import { COMPANY } from '../lib/legal/documents';
import { legalPageProps, type LegalPageProps } from '../lib/legal/legalPage';

export default function Page({ meta, jsonLd }: LegalPageProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={jsonLd} />
      <LegalDocumentView doc={COMPANY} />
    </>
  );
}

export const getServerSideProps = legalPageProps(COMPANY);

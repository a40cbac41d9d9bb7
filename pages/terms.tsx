import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { Seo } from '../components/ui/Seo';
import { TERMS } from '../lib/legal/documents';
import { legalPageProps, type LegalPageProps } from '../lib/legal/legalPage';

export default function Page({ meta, jsonLd }: LegalPageProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={jsonLd} />
      <LegalDocumentView doc={TERMS} />
    </>
  );
}

export const getServerSideProps = legalPageProps(TERMS);

import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { Seo } from '../components/ui/Seo';
import { MEMBERSHIP_TERMS } from '../lib/legal/documents';
import { legalPageProps, type LegalPageProps } from '../lib/legal/legalPage';

export default function Page({ meta, jsonLd }: LegalPageProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={jsonLd} />
      <LegalDocumentView doc={MEMBERSHIP_TERMS} />
    </>
  );
}

export const getServerSideProps = legalPageProps(MEMBERSHIP_TERMS);

import Link from '@/components/ui/Link';
import { Fragment, type ReactNode } from 'react';
import type { LegalBlock, LegalDocument } from '../../lib/legal/documents';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import styles from './LegalDocumentView.module.css';

const CONTACT_MARK = 'お問い合わせフォーム（/contact/）';

/** Text of a document, with the contact form written as a link to it. */
function withContactLink(text: string): ReactNode {
  const parts = text.split(CONTACT_MARK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <Link href="/contact">お問い合わせフォーム</Link> : null}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{withContactLink(block)}</p>;
  if ('items' in block) {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{withContactLink(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className={styles.table}>
      {block.rows.map(([term, text]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{withContactLink(text)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 利用規約, 会員規約, プライバシーポリシー and 運営会社: one readable layout. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <Breadcrumbs items={[{ name: 'トップ', href: '/' }, { name: doc.title }]} />
      <h1 id="legal-title">{doc.title}</h1>
      {doc.lead ? <p className={styles.lead}>{doc.lead}</p> : null}
      {doc.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
      <p className={styles.dates}>{doc.dates}</p>
    </article>
  );
}

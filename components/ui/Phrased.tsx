import { Fragment } from 'react';
import { phraseSegments } from '@/lib/text/phrases';

/**
 * A name in a heading: breaks between its words (<wbr>), and never leaves its last character alone
 * on a line (lib/text/phrases.ts). The text reads the same to a screen reader and to a search.
 */
export function Phrased({ text }: { text: string }) {
  const { segments, lead, tail } = phraseSegments(text);
  return (
    <>
      {segments.map((s, i) => (
        <Fragment key={i}>
          {s}
          <wbr />
        </Fragment>
      ))}
      {lead}
      <span className="nobr">{tail}</span>
    </>
  );
}

import type { SnippetPart } from '@/lib/search/highlight';

/** Text with its matched words in <mark>. */
export function Highlight({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

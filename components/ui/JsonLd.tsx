import { jsonForScript } from '../../lib/escape';

/** Structured data for search engines; escaped so no text can close the script element. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

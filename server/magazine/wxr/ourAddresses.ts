import fs from 'node:fs';
import path from 'node:path';

// The site's own first path segments, for when the pages folder is not at hand (a deployed build).
const KNOWN = ['a', 'account', 'api', 'clips', 'd', 'fairs', 'g', 'halls', 'img', 'k', 'login', 'magazine', 'media', 'pref', 'profile', 'r', 'ranking', 'register', 'reservations', 's', 'tag', 'ws', 'wp-json', '_next', 'healthz', 'readyz', 'robots.txt', 'sitemap.xml'];

/** First path segments our own pages answer (pages/ read when present): an old address there is not ours to take. */
export function ourFirstSegments(pagesDir = path.join(process.cwd(), 'pages')): Set<string> {
  const names = new Set(KNOWN);
  try {
    // The sources' folder, read when present (the importer's command line); not something a build
    // ships: without the comment the tracer took the whole project into the server output.
    for (const entry of fs.readdirSync(/*turbopackIgnore: true*/ pagesDir)) {
      const name = entry.replace(/\.(tsx?|jsx?)$/, '');
      if (!name.startsWith('[') && !name.startsWith('_') && name !== 'index' && name !== '404' && name !== '500') names.add(name);
    }
  } catch {
    // a build without its sources: the known list stands
  }
  return names;
}

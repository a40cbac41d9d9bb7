import fs from 'node:fs';
import path from 'node:path';

// Runs in the e2e project because `npm run test:e2e` builds first: it reads that build's output.
const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/** Every `.nft.json` of the build's server output, with the project files it lists (relative to the project). */
function tracedProjectFiles(): { trace: string; files: string[] }[] {
  const out: { trace: string; files: string[] }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.nft.json')) {
        const { files } = JSON.parse(fs.readFileSync(full, 'utf8')) as { files: string[] };
        const project = files
          .map((f) => path.relative(process.cwd(), path.resolve(path.dirname(full), f)))
          .filter((f) => !f.startsWith('..') && !f.split(path.sep).includes('node_modules') && !f.startsWith(path.relative(process.cwd(), distDir) + path.sep));
        out.push({ trace: path.relative(distDir, full), files: project });
      }
    }
  };
  walk(path.join(distDir, 'server'));
  return out;
}

/**
 * The build's file tracing lists what each server route needs at run time beside its bundle (the
 * migrations, the database thread's worker, public images…). A file-system path built at run time
 * from process.cwd() makes the tracer take the whole project (the probe: server/media/videoRender.ts
 * pulled tests, docs and every source file into the server output). None of that is needed: the
 * sources are bundled.
 */
describe("the build's server output traces only what it runs", () => {
  const traces = tracedProjectFiles();

  it('reads the traces of the pages and the API routes', () => {
    expect(traces.map((t) => t.trace)).toEqual(expect.arrayContaining(['server/pages/api/[...path].js.nft.json', 'server/pages/index.js.nft.json']));
  });

  // A route's output holds the migrations (read at start-up), a worker and a handful of files the
  // tracer guesses from module names: at most 76 project files. A read of a folder from
  // process.cwd() (pages/, the project) would add hundreds, tests and docs among them.
  it.each(traces.map((t) => [t.trace, t.files] as const))('%s lists no docs or repository files, and not the whole project', (_trace, files) => {
    const unneeded = files.filter((f) => /^(docs|\.git)\//.test(f.split(path.sep).join('/')) || f === 'README.md' || f === 'package-lock.json');
    expect(unneeded.slice(0, 10)).toEqual([]);
    const under = (dir: string) => files.filter((f) => f.split(path.sep)[0] === dir).length;
    expect({ tests: under('tests') <= 3, pages: under('pages') <= 3 }).toEqual({ tests: true, pages: true });
    expect(files.length).toBeLessThan(120);
  });
});

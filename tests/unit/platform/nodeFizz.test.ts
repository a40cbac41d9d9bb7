import { execFileSync } from 'node:child_process';

// The production server (scripts/serve.mjs) points Next's render at React's Node build before Next
// loads. Module resolution in Jest is Jest's own, so this runs in a plain Node process.
const inNode = (code: string) => execFileSync(process.execPath, ['-e', code], { cwd: process.cwd(), encoding: 'utf8' }).trim();

describe('useNodeFizz', () => {
  it("makes Next's page renderer React's Node build, which renders the same HTML to a web stream", () => {
    const out = inNode(`
      const edgeBuild = require('react-dom/server.edge');
      require('./server/web/nodeFizz.js').useNodeFizz();
      const pages = require('next/dist/server/ReactDOMServerPages');
      const node = require('react-dom/server.node');
      const React = require('react');
      const el = React.createElement('main', { className: 'a&b', 'data-x': '式場' }, React.createElement('a', { href: '/halls/1' }, '新宿 <鶴亀>'));
      (async () => {
        const stream = await pages.renderToReadableStream(el);
        await stream.allReady;
        const html = await new Response(stream).text();
        console.log(JSON.stringify({ same: pages === node, html, edge: edgeBuild.renderToString(el), edgeIsNode: edgeBuild === node }));
      })();
    `);
    const { same, html, edge, edgeIsNode } = JSON.parse(out) as { same: boolean; html: string; edge: string; edgeIsNode: boolean };
    expect(same).toBe(true);
    expect(edgeIsNode).toBe(false);
    expect(html).toBe('<main class="a&amp;b" data-x="式場"><a href="/halls/1">新宿 &lt;鶴亀&gt;</a></main>');
    expect(html).toBe(edge);
  });

  it('leaves Next with the edge build without it', () => {
    expect(inNode(`console.log(require('next/dist/server/ReactDOMServerPages') === require('react-dom/server.node'))`)).toBe('false');
  });
});

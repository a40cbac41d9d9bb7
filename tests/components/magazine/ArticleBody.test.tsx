import { render, screen } from '@testing-library/react';
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ArticleBody } from '@/components/magazine/ArticleBody';

describe('ArticleBody', () => {
  it('settles after its first effects when the article has no forms (no render loop that would hold a client-side move)', async () => {
    let commits = 0;
    render(
      <Profiler id="body" onRender={() => { commits += 1; }}>
        <ArticleBody html="<p>フォームのない記事</p>" bodyKey="3:1" />
      </Profiler>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const settled = commits;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(commits).toBe(settled);
    expect(commits).toBeLessThanOrEqual(3);
  });

  it('renders the given HTML', () => {
    render(<ArticleBody html="<h2>会場選び</h2><p>本文です</p>" bodyKey="1:1" />);
    expect(screen.getByRole('heading', { name: '会場選び' })).toBeInTheDocument();
  });

  it('keeps the document HTML when the body was left out of the page data, and shows it again after a re-mount', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ArticleBody html="<p>サーバーの本文</p>" bodyKey="7:1" />);
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ArticleBody html={null} bodyKey="7:1" />, { onRecoverableError: () => undefined });
    });
    expect(container).toHaveTextContent('サーバーの本文');
    await act(async () => root!.render(<ArticleBody html={null} bodyKey="7:1" />));
    expect(container).toHaveTextContent('サーバーの本文');
    await act(async () => root!.unmount());
    container.remove();

    // Back to the first page by client-side navigation: a fresh render without the document.
    render(<ArticleBody html={null} bodyKey="7:1" />);
    expect(screen.getByText('サーバーの本文')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleBody } from '@/components/magazine/ArticleBody';

// As the importer stores a classic [gallery] (linked photos) and a block gallery (no links).
const HTML = [
  '<p>本文です。<a href="/magazine/2">ほかの記事</a></p>',
  '<figure class="wp-block-gallery columns-2">',
  '<figure class="wp-block-image"><a href="/media/stored/1.jpg"><img src="/img?url=%2Fmedia%2Fstored%2F1.jpg&amp;width=700" alt="レースの白いドレス" /></a><figcaption>試着した白いドレス</figcaption></figure>',
  '<figure class="wp-block-image"><a href="/media/stored/2.png"><img src="/img?url=%2Fmedia%2Fstored%2F2.png&amp;width=700" alt="ステンドグラスのチャペル" /></a></figure>',
  '</figure>',
  '<figure class="wp-block-gallery columns-default"><figure class="wp-block-image"><img src="/img?url=%2Fmedia%2Fstored%2F3.jpg" alt="披露宴会場" /></figure></figure>',
].join('');

describe('ArticleBody galleries', () => {
  it('opens a gallery photo in the photo viewer, on the photo chosen, with its caption', async () => {
    const user = userEvent.setup();
    render(<ArticleBody html={HTML} bodyKey="gallery" />);
    await user.click(screen.getByRole('img', { name: 'ステンドグラスのチャペル' }));
    const dialog = await screen.findByRole('dialog', { name: '写真ビューア' });
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes an unlinked gallery photo a button a keyboard can open', async () => {
    const user = userEvent.setup();
    render(<ArticleBody html={HTML} bodyKey="gallery" />);
    const photo = screen.getByRole('button', { name: '披露宴会場を拡大表示' });
    photo.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '写真ビューア' });
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();
  });

  it('leaves other links alone', async () => {
    const user = userEvent.setup();
    render(<ArticleBody html={HTML} bodyKey="gallery" />);
    const link = screen.getByRole('link', { name: 'ほかの記事' });
    let prevented = true;
    link.addEventListener('click', (e) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    });
    await user.click(link);
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoViewer, type ViewerPhoto } from '@/components/ui/PhotoViewer';
import { toSlides } from '@/components/ui/PhotoViewer/slides';

const photos: ViewerPhoto[] = Array.from({ length: 12 }, (_, i) => ({
  src: `/media/test/${i + 1}.jpg`,
  width: 1200,
  height: i % 2 === 0 ? 800 : 1600,
  alt: `写真${i + 1}`,
  caption: `キャプション${i + 1}`,
}));

function Gallery({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {photos.map((p, i) => (
        <button key={p.src} type="button" onClick={() => setIndex(i)}>
          {p.alt}を開く
        </button>
      ))}
      <PhotoViewer
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          setIndex(null);
          onClose();
        }}
      />
    </>
  );
}

async function openThird() {
  const user = userEvent.setup();
  render(<Gallery />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '写真3を開く' }));
  const dialog = await screen.findByRole('dialog', { name: '写真ビューア' });
  return { user, dialog };
}

function currentSlide(dialog: HTMLElement) {
  return dialog.querySelector('.yarl__slide_current') as HTMLElement;
}

/** An earlier viewer's entry has been taken out (history.back() answers later, with popstate). */
async function historySettled() {
  await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.musubiOverlay).toBeUndefined());
}

describe('PhotoViewer', () => {
  it('renders nothing while closed', () => {
    const { container } = render(<PhotoViewer photos={photos} index={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens on the chosen photo with its caption, position and Japanese buttons', async () => {
    const { dialog } = await openThird();
    expect(within(dialog).getByText('3 / 12')).toBeInTheDocument();
    const slide = currentSlide(dialog);
    expect(slide).toHaveAttribute('aria-label', '3 / 12');
    expect(within(slide).getByRole('img', { name: '写真3' })).toBeInTheDocument();
    expect(within(dialog).getByText('キャプション3')).toBeInTheDocument();
    for (const name of ['閉じる', '前へ', '次へ', '拡大']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('serves each photo through /img, never larger than the photo', async () => {
    const { dialog } = await openThird();
    const img = within(currentSlide(dialog)).getByRole('img', { name: '写真3' });
    expect(img.getAttribute('src')).toMatch(/^\/img\?url=%2Fmedia%2Ftest%2F3\.jpg&width=\d+&fit=inside$/);
    // The largest candidate is the photo's own width (1200), never an upscale to 1340.
    const [third] = toSlides([photos[2]]);
    expect(third.srcSet.map((c) => c.width)).toEqual([670, 1005, 1200]);
    expect(third.srcSet[2]).toEqual({ src: '/img?url=%2Fmedia%2Ftest%2F3.jpg&width=1200&fit=inside', width: 1200, height: 800 });
  });

  it('moves with the buttons and the arrow keys', async () => {
    const { user, dialog } = await openThird();
    await user.click(within(dialog).getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(within(dialog).getByText('4 / 12')).toBeInTheDocument());
    expect(within(dialog).getByText('キャプション4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('3 / 12')).toBeInTheDocument());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('2 / 12')).toBeInTheDocument());
  });

  it('closes with 閉じる and gives focus back to the thumbnail', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Gallery onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '写真3を開く' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '写真ビューア' });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user } = await openThird();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a history entry when it opens: Back closes the viewer only', async () => {
    await historySettled();
    window.history.replaceState({ page: 'album' }, '', '/brides/1/albums/2');
    const { dialog } = await openThird();
    expect(window.history.state).toMatchObject({ page: 'album', musubiOverlay: true });
    expect(window.location.pathname).toBe('/brides/1/albums/2');
    expect(dialog).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still on the album, on its own entry.
    expect(window.location.pathname).toBe('/brides/1/albums/2');
    expect(window.history.state).toEqual({ page: 'album' });
  });

  it('closing with 閉じる takes its history entry back out', async () => {
    await historySettled();
    window.history.replaceState({ page: 'album' }, '', '/brides/1/albums/2');
    const { user, dialog } = await openThird();
    expect(window.history.state).toMatchObject({ page: 'album', musubiOverlay: true });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(window.history.state).toEqual({ page: 'album' }));
  });
});

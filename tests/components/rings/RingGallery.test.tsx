import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RingGallery } from '../../../components/rings/RingGallery';

const images = [
  { url: '/media/rings/1/1.jpg', alt: 'エテルネ 正面' },
  { url: '/media/rings/1/2.jpg', alt: 'エテルネ 側面' },
  { url: '/media/rings/1/3.jpg', alt: 'エテルネ 着用イメージ' },
];

describe('RingGallery', () => {
  it('opens the full-screen viewer, with zoom, at the thumbnail she taps; closing gives focus back', async () => {
    const user = userEvent.setup();
    render(<RingGallery images={images} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const thumb = screen.getByRole('button', { name: 'エテルネ 着用イメージを拡大して見る（3 / 3）' });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: '写真ビューア' });
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    expect(within(dialog.querySelector('.yarl__slide_current') as HTMLElement).getByRole('img', { name: 'エテルネ 着用イメージ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '拡大' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumb).toHaveFocus();
  });

  it('the main photo opens the viewer too', async () => {
    const user = userEvent.setup();
    render(<RingGallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'エテルネ 正面を拡大して見る（1 / 3）' }));
    expect(within(await screen.findByRole('dialog', { name: '写真ビューア' })).getByText('1 / 3')).toBeInTheDocument();
  });
});

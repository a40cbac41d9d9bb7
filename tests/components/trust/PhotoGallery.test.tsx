import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGallery } from '@/components/halls/detail/PhotoGallery';

const photo = (id: number, caption: string) => ({ id, section: 'ceremony' as const, section_label: '挙式', image_url: `/media/halls/1/ceremony/${id}.jpg`, caption, width: 1200, height: 800 });

describe('PhotoGallery', () => {
  it('opens a photo in the full-screen viewer at its position, with its caption', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery hallId={1} sections={[{ section: 'ceremony', label: '挙式', count: 3, photos: [photo(1, '光の差すチャペル'), photo(2, 'バージンロード'), photo(3, '祭壇の装花')] }]} />);
    await user.click(screen.getByRole('button', { name: 'バージンロードを拡大して見る（2 / 3）' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getAllByText('バージンロード').length).toBeGreaterThan(0);
  });
});

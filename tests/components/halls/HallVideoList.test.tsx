import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HallVideo } from '../../../api/contract/directory';
import { HallVideoList } from '../../../components/halls/detail/HallVideoList';

function video(overrides: Partial<HallVideo> = {}): HallVideo {
  return {
    id: 11,
    hall_id: 101,
    hall_name: 'ザ・ガーデンテラス銀座',
    prefecture_slug: 'tokyo',
    title: 'ザ・ガーデンテラス銀座｜挙式ダイジェスト',
    description: 'ザ・ガーデンテラス銀座の雰囲気が分かる8秒のショートムービーです。',
    thumbnail_url: '/media/halls/101/video/1.jpg',
    video_url: '/media/halls/101/video/1.mp4',
    duration_seconds: 8,
    published_at: '2026-03-14T03:00:00.000Z',
    ...overrides,
  };
}

const second = video({ id: 12, title: 'ザ・ガーデンテラス銀座｜料理のこだわり', thumbnail_url: '/media/halls/101/video/2.jpg', video_url: '/media/halls/101/video/2.mp4', duration_seconds: 75, published_at: '2025-12-01T03:00:00.000Z' });

describe('HallVideoList', () => {
  it('shows a 動画 section with a player per video: title, m:ss length, date, poster and source, loading nothing before play', () => {
    render(<HallVideoList videos={[video(), second]} />);
    const section = screen.getByRole('region', { name: '動画' });
    expect(within(section).getByRole('heading', { level: 2, name: '動画' })).toBeInTheDocument();
    const items = within(section).getAllByRole('article');
    expect(items).toHaveLength(2);

    const first = items[0];
    expect(within(first).getByRole('heading', { level: 3, name: 'ザ・ガーデンテラス銀座｜挙式ダイジェスト' })).toBeInTheDocument();
    expect(first).toHaveTextContent('再生時間 0:08');
    expect(first).toHaveTextContent('2026年3月14日公開');
    const player = within(first).getByLabelText('ザ・ガーデンテラス銀座｜挙式ダイジェスト');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/halls/101/video/1.mp4');
    expect(player).toHaveAttribute('poster', expect.stringContaining('/img?url=%2Fmedia%2Fhalls%2F101%2Fvideo%2F1.jpg'));
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');

    expect(items[1]).toHaveTextContent('再生時間 1:15');
    expect(within(items[1]).getByLabelText('ザ・ガーデンテラス銀座｜料理のこだわり')).toHaveAttribute('src', '/media/halls/101/video/2.mp4');
  });

  it('says so in Japanese when a video cannot play', () => {
    render(<HallVideoList videos={[video(), second]} />);
    const [first, other] = screen.getAllByRole('article');
    fireEvent.error(within(first).getByLabelText('ザ・ガーデンテラス銀座｜挙式ダイジェスト'));
    expect(within(first).getByRole('alert')).toHaveTextContent('動画を再生できませんでした');
    expect(first.querySelector('video')).toBeNull();
    expect(other.querySelector('video')).not.toBeNull();
  });

  it('renders nothing when the hall has no videos', () => {
    const { container } = render(<HallVideoList videos={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: '動画' })).toBeNull();
  });
});

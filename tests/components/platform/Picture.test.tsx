import { render, screen } from '@testing-library/react';
import { Picture } from '../../../components/ui/Picture';

describe('Picture', () => {
  it('renders a lazy <img> through /img with the spec srcset sizes', () => {
    render(<Picture src="/media/halls/8/cover/1.jpg" alt="ホテル椿山のチャペル" width={670} height={448} />);
    const img = screen.getByRole('img', { name: 'ホテル椿山のチャペル' });
    expect(img).toHaveAttribute('src', '/img?url=%2Fmedia%2Fhalls%2F8%2Fcover%2F1.jpg&width=670&height=448&fit=cover');
    expect(img.getAttribute('srcset')?.split(', ').map((c) => c.split(' ')[1])).toEqual(['670w', '1005w', '1340w']);
    expect(img.getAttribute('srcset')).toContain('width=1340&height=896');
    expect(img).toHaveAttribute('width', '670');
    expect(img).toHaveAttribute('height', '448');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '(max-width: 670px) 100vw, 670px');
  });

  it('loads priority images eagerly and keeps a custom class and sizes', () => {
    render(<Picture src="/media/users/2/icon/1.jpg" alt="" width={80} height={80} priority sizes="80px" className="avatar" fit="contain" />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '80px');
    expect(img.className).toContain('avatar');
    expect(img.getAttribute('srcset')).toContain('width=160&height=160&fit=contain 160w');
    // alt="" marks a decorative image: it has no accessible name and is presentational.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('passes data URLs through without a srcset', () => {
    render(<Picture src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="点" width={10} height={10} />);
    const img = screen.getByRole('img', { name: '点' });
    expect(img).toHaveAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(img).not.toHaveAttribute('srcset');
  });
});

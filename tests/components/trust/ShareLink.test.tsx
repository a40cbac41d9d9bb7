import { render, screen } from '@testing-library/react';
import { ShareLink } from '@/components/clips/ShareLink';

describe('ShareLink', () => {
  it('offers LINE besides copying the link', () => {
    render(<ShareLink url="https://musubi.example/clips/share/AbC" />);
    const line = screen.getByRole('link', { name: /LINEで送る/ });
    const href = new URL(line.getAttribute('href')!);
    expect(href.origin).toBe('https://social-plugins.line.me');
    expect(href.searchParams.get('url')).toBe('https://musubi.example/clips/share/AbC');
    expect(screen.getByRole('button', { name: 'リンクをコピー' })).toBeInTheDocument();
  });
});

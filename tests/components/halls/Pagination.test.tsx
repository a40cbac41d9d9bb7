import { render, screen, within } from '@testing-library/react';
import { Pagination } from '../../../components/ui/Pagination';

describe('Pagination', () => {
  it('shows 10 page links around the current page with previous and next', () => {
    render(<Pagination page={12} totalPages={30} hrefFor={(p) => `/halls/search/?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    const numbers = within(nav).getAllByRole('listitem').map((li) => li.textContent);
    expect(numbers).toEqual(['8', '9', '10', '11', '12', '13', '14', '15', '16', '17']);
    expect(within(nav).getByText('12')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '13ページ目' })).toHaveAttribute('href', '/halls/search?page=13');
    expect(within(nav).getByRole('link', { name: '‹ 前へ' })).toHaveAttribute('href', '/halls/search?page=11');
    expect(within(nav).getByRole('link', { name: '次へ ›' })).toHaveAttribute('href', '/halls/search?page=13');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} hrefFor={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('link', { name: '‹ 前へ' })).toBeNull();
    rerender(<Pagination page={3} totalPages={3} hrefFor={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('link', { name: '次へ ›' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefFor={(p) => `?page=${p}`} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { WriteReviewEntry } from '../../../components/halls/detail/WriteReviewEntry';

describe('WriteReviewEntry', () => {
  it('leads to the hall’s review form and says who may write one and how', () => {
    render(<WriteReviewEntry hallId={12} />);
    expect(screen.getByRole('link', { name: '口コミを書く' })).toHaveAttribute('href', '/halls/12/review');
    expect(screen.getByText(/フェアに参加された方.*この式場で挙式された方.*会員ログイン/)).toBeInTheDocument();
  });
});

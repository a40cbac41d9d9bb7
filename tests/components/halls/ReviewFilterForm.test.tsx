import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewFilterForm } from '../../../components/halls/detail/ReviewFilterForm';
import { ReviewList } from '../../../components/halls/detail/ReviewList';
import { review } from './fixtures';

const push = jest.fn();
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push }) }));

afterEach(() => push.mockReset());

describe('ReviewFilterForm', () => {
  it('is a GET form on the reviews page showing the current filters', () => {
    render(<ReviewFilterForm action="/halls/7/reviews" filters={{ rating: '5', status: 'married', season: 'spring', order: 'helpful' }} />);
    const form = screen.getByRole('form', { name: '口コミの絞り込み' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/halls/7/reviews');
    expect(screen.getByLabelText('評価')).toHaveValue('5');
    expect(screen.getByLabelText('投稿者')).toHaveValue('married');
    expect(screen.getByLabelText('季節')).toHaveValue('spring');
    expect(screen.getByLabelText('並び順')).toHaveValue('helpful');
  });

  it('applies a change at once without moving the page', async () => {
    const user = userEvent.setup();
    render(<ReviewFilterForm action="/halls/7/reviews" filters={{}} />);
    await user.selectOptions(screen.getByLabelText('評価'), '4');
    expect(push).toHaveBeenLastCalledWith('/halls/7/reviews?rating=4', undefined, { scroll: false });
    await user.selectOptions(screen.getByLabelText('季節'), 'autumn');
    await user.selectOptions(screen.getByLabelText('並び順'), 'rating_high');
    expect(push).toHaveBeenLastCalledWith('/halls/7/reviews?rating=4&season=autumn&order=rating_high', undefined, { scroll: false });
  });
});

describe('ReviewList', () => {
  it('shows reviewer, season, score, title and text', () => {
    render(<ReviewList reviews={[review()]} />);
    const item = screen.getByRole('article', { name: 'スタッフさんが最高でした' });
    expect(item).toHaveTextContent('挙式済み');
    expect(item).toHaveTextContent('はなこさん（20代）');
    expect(item).toHaveTextContent('春・2025年4月12日');
    expect(item).toHaveTextContent('招待人数 60名');
    expect(item).toHaveTextContent('費用 340万円');
    expect(screen.getByRole('img', { name: '5点中5.0点' })).toBeInTheDocument();
  });

  it('says so when no review matches', () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByText('条件に合う口コミはありません。')).toBeInTheDocument();
  });
});

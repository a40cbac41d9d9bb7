import { configureStore } from '@reduxjs/toolkit';
import { render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import app from '../../../store/slices/app';
import clips from '../../../store/slices/clips';
import user from '../../../store/slices/user';
import { HallCard } from '../../../components/halls/HallCard';
import { HallCardList } from '../../../components/halls/HallCardList';
import { hallSummary } from './fixtures';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/halls/search', push: jest.fn() }) }));

// The card's clip button (the clips engineer's) reads the user and clips slices.
function render(ui: ReactElement) {
  const store = configureStore({ reducer: { app, user, clips } });
  return rtlRender(<Provider store={store}>{ui}</Provider>);
}

describe('HallCard', () => {
  it('shows the cover, name linking to the hall, place, type, rating, cost and the fair badge', () => {
    render(<HallCard hall={hallSummary()} />);
    const card = screen.getByRole('article', { name: 'ザ・ガーデンテラス銀座' });
    expect(within(card).getByRole('link', { name: 'ザ・ガーデンテラス銀座' })).toHaveAttribute('href', '/halls/101');
    expect(within(card).getByRole('img', { name: 'ザ・ガーデンテラス銀座の外観' })).toHaveAttribute('src', expect.stringContaining('/img?url=%2Fmedia%2Fhalls%2F101%2Fcover%2F1.jpg'));
    expect(card).toHaveTextContent('銀座・日本橋 / 銀座駅');
    expect(card).toHaveTextContent('結婚式場');
    expect(within(card).getByRole('img', { name: '5点中4.3点' })).toBeInTheDocument();
    expect(card).toHaveTextContent('口コミ128件');
    expect(card).toHaveTextContent('300万〜400万円');
    expect(card).toHaveTextContent('20〜120名');
    expect(card).toHaveTextContent('フェア開催中');
    expect(card.querySelector('[data-slot="hall-clip"]')).toHaveAttribute('data-hall-id', '101');
  });

  it('divides the area from the station with a slash, since both names can hold 「・」', () => {
    render(<HallCard hall={hallSummary({ station_name: '元町・中華街', location: { ...hallSummary().location, area_name: '山下公園・元町' } })} />);
    expect(screen.getByRole('article')).toHaveTextContent('山下公園・元町 / 元町・中華街駅');
  });

  it('leaves out the fair badge without fairs and shows a placeholder without a cover', () => {
    render(<HallCard hall={hallSummary({ has_fair: false, cover_images: [], is_official: false })} />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('フェア開催中');
    expect(card).not.toHaveTextContent('公式情報');
    expect(within(card).queryByRole('img', { name: /外観/ })).toBeNull();
  });

  it('shows the next fair date and the 特典 badge when the card has them', () => {
    render(<HallCard hall={hallSummary({ next_fair_date: '2026-11-21', has_benefits: true })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('次回フェア 2026年11月21日(土)');
    expect(within(card).getByRole('list', { name: '特徴' })).toHaveTextContent('特典あり');
    render(<HallCard hall={hallSummary({ id: 102, name: '迎賓館', next_fair_date: null, has_benefits: false })} />);
    const plain = screen.getByRole('article', { name: '迎賓館' });
    expect(plain).not.toHaveTextContent('次回フェア');
    expect(plain).not.toHaveTextContent('特典あり');
  });

  it('numbers ranked cards in a list', () => {
    render(<HallCardList halls={[hallSummary(), hallSummary({ id: 102, name: '迎賓館' })]} rankFrom={1} label="ランキング" />);
    const list = screen.getByRole('list', { name: 'ランキング' });
    expect(within(list).getByLabelText('1位')).toBeInTheDocument();
    expect(within(list).getByLabelText('2位')).toBeInTheDocument();
  });

  it('marks the name as a proper name, which the stylesheet breaks between any characters, never leaving one alone', () => {
    render(<HallCard hall={hallSummary({ name: 'フォトスタジオリバーサイド代官山' })} />);
    expect(screen.getByRole('heading', { name: 'フォトスタジオリバーサイド代官山' })).toHaveClass('properName');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FairHallGroup } from '../../../api/contract/fairs';
import { FairHallCard } from '../../../components/fairs/FairHallCard';
import { FairSearchCalendar, type FairSearchCalendarProps } from '../../../components/fairs/FairSearchCalendar';
import { FairSearchForm, type FairSearchValues, type RegionOption } from '../../../components/fairs/FairSearchForm';
import { findVocabularyCodes } from '../../../lib/vocabulary';
import { fairDetail } from './fixtures';

// November 2026: the 1st is a Sunday. Today is Monday the 23rd, so the 24th is the first bookable day.
const base: FairSearchCalendarProps = {
  month: '2026-11',
  today: '2026-11-23',
  firstBookable: '2026-11-24',
  days: [
    { date: '2026-11-21', fairs: 9, halls: 4 }, // past, even if the data had fairs
    { date: '2026-11-28', fairs: 12, halls: 5 },
    { date: '2026-11-29', fairs: 12345, halls: 4321 },
  ],
  selected: '2026-11-28',
  hrefFor: (d) => `/fairs?date=${d}&prefecture_slug=tokyo`,
  prevHref: null,
  nextHref: '/fairs?month=2026-12&prefecture_slug=tokyo',
};

describe('FairSearchCalendar (/fairs)', () => {
  it('is a table of the month with weekday column headers', () => {
    render(<FairSearchCalendar {...base} />);
    const table = screen.getByRole('table', { name: '2026年11月のフェア開催日（数字はフェアの件数）' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日日曜日', '月月曜日', '火火曜日', '水水曜日', '木木曜日', '金金曜日', '土土曜日']);
    expect(screen.getByRole('heading', { level: 2, name: '2026年11月' })).toBeInTheDocument();
  });

  it('marks today with 今日 and greys out past days, which are never links', () => {
    render(<FairSearchCalendar {...base} />);
    // Today shows 今日 under its number, and is not bookable any more (§9: from tomorrow).
    const todayCell = screen.getByText('11月23日(月) 今日 受付終了').parentElement!;
    expect(todayCell.tagName).toBe('SPAN');
    expect(todayCell).toHaveTextContent(/^23今日/);
    expect(screen.getByText('11月20日(金) 受付終了')).toBeInTheDocument();
    // The 21st had fairs in the data but is past: greyed, no link.
    expect(screen.getByText('11月21日(土) 受付終了')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /11月2[0-3]日/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /11月1日/ })).toBeNull();
  });

  it('links each bookable day with fairs, with its count; days without any say so', () => {
    render(<FairSearchCalendar {...base} />);
    const day = screen.getByRole('link', { name: '11月28日(土) フェア12件（5式場）' });
    expect(day).toHaveAttribute('href', '/fairs?date=2026-11-28&prefecture_slug=tokyo');
    expect(day).toHaveTextContent(/^28$/);
    expect(day.parentElement).toHaveTextContent(/^2812$/);
    // Large counts are shortened in the cell, never in the label.
    const busy = screen.getByRole('link', { name: '11月29日(日) フェア12,345件（4,321式場）' });
    expect(busy.parentElement).toHaveTextContent(/^291\.2万$/);
    expect(screen.getByText('11月24日(火) フェアなし')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /11月24日/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^11月\d+日/ })).toHaveLength(2);
  });

  it('marks the chosen day with aria-current, and only that day', () => {
    const { rerender } = render(<FairSearchCalendar {...base} />);
    expect(screen.getByRole('link', { name: /11月28日/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('link', { name: /11月29日/ })).not.toHaveAttribute('aria-current');
    rerender(<FairSearchCalendar {...base} selected="2026-11-29" />);
    expect(screen.getByRole('link', { name: /11月29日/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('link', { name: /11月28日/ })).not.toHaveAttribute('aria-current');
  });

  it('moves between months with real links, nofollow when the URL is filtered', () => {
    const { rerender } = render(<FairSearchCalendar {...base} nofollow />);
    expect(screen.queryByRole('link', { name: /前の月/ })).toBeNull();
    expect(screen.getByRole('link', { name: '次の月 12月' })).toHaveAttribute('href', '/fairs?month=2026-12&prefecture_slug=tokyo');
    expect(screen.getByRole('link', { name: '次の月 12月' })).toHaveAttribute('rel', 'nofollow');
    expect(screen.getByRole('link', { name: /11月28日/ })).toHaveAttribute('rel', 'nofollow');
    rerender(<FairSearchCalendar {...base} month="2026-12" prevHref="/fairs?month=2026-11" nextHref={null} days={[]} selected={null} />);
    expect(screen.getByRole('link', { name: '前の月 11月' })).not.toHaveAttribute('rel');
    expect(screen.queryByRole('link', { name: /次の月/ })).toBeNull();
    // A later month: nothing is past, today is not in it.
    expect(screen.getByText('12月1日(火) フェアなし')).toBeInTheDocument();
    expect(screen.queryByText(/今日 受付終了/)).toBeNull();
  });
});

describe('FairHallCard', () => {
  const fair = fairDetail();
  const group: FairHallGroup = {
    hall: { ...fair.hall, area_name: '丸の内', cover_image_url: '/media/halls/7/cover/1.jpg' },
    fairs: [fair, { ...fair, id: 777, name: '【有料】フルコース試食会', price: 5000, benefits: [], is_recommended: false, remaining: 0, hold_time2: null }],
  };

  it('shows the hall (linked, its area and photo) and its fairs of the day with times, contents and badges in Japanese', () => {
    const { container } = render(<FairHallCard group={group} dateLabel="2026年6月13日" />);
    const card = screen.getByRole('article', { name: 'テストガーデン迎賓館' });
    expect(within(card).getByRole('link', { name: 'テストガーデン迎賓館' })).toHaveAttribute('href', '/halls/7');
    expect(within(card).getByText('東京都 / 丸の内')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    const fairs = within(card).getByRole('list', { name: 'テストガーデン迎賓館の2026年6月13日のフェア（2件）' });
    const [first, second] = within(fairs).getAllByRole('listitem').filter((li) => li.parentElement === fairs);
    expect(within(first).getByRole('link', { name: fair.name })).toHaveAttribute('href', '/halls/7/fairs/501');
    expect(within(first).getByText('10:00〜12:00')).toBeInTheDocument();
    expect(within(first).getByText('13:00〜15:00')).toBeInTheDocument();
    expect(within(first).getByText('無料')).toBeInTheDocument();
    expect(within(first).getByText('特典あり')).toBeInTheDocument();
    expect(within(first).getByText('来館特典：ギフト券10,000円分プレゼント')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'フェアの内容' })).toHaveTextContent(/相談会.*模擬挙式.*試食.*料理/);
    expect(within(second).getByText('¥5,000／1組')).toBeInTheDocument();
    expect(within(second).queryByText('無料')).toBeNull();
    expect(within(second).queryByText('特典あり')).toBeNull();
    expect(within(second).getByText('満席')).toBeInTheDocument();
    expect(findVocabularyCodes(card.textContent ?? '')).toEqual([]);
    expect(card.textContent).not.toMatch(/has_|tokyo/);
  });
});

describe('FairSearchForm', () => {
  const regions: RegionOption[] = [
    { slug: 'kanto', name: '関東', prefectures: [{ slug: 'tokyo', name: '東京都' }, { slug: 'kanagawa', name: '神奈川県' }] },
    { slug: 'kansai', name: '関西', prefectures: [{ slug: 'osaka', name: '大阪府' }] },
  ];
  const values: FairSearchValues = { date: '2026-11-28', month: '', region_slug: '', prefecture_slug: 'tokyo', flags: ['has_tasting'], free: true };

  it('is a GET form that keeps the chosen day, with Japanese labels only', async () => {
    render(<FairSearchForm values={values} regions={regions} />);
    expect(screen.getByText('東京都・試食・参加無料')).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'ブライダルフェアを絞り込む', hidden: true });
    expect(form).toHaveAttribute('action', '/fairs');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[type=hidden][name=date]')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('試食')).toBeChecked();
    expect(screen.getByLabelText('参加無料')).toBeChecked();
    expect(screen.getByLabelText('都道府県')).toHaveValue('tokyo');
    // The region follows the prefecture.
    expect(screen.getByLabelText('地方')).toHaveValue('kanto');
    expect(findVocabularyCodes(form.textContent ?? '')).toEqual([]);
    expect(screen.getByRole('link', { name: '条件をクリア' })).toHaveAttribute('href', '/fairs?date=2026-11-28');
  });

  it('keeps region and prefecture in step as they change', async () => {
    const user = userEvent.setup();
    render(<FairSearchForm values={values} regions={regions} />);
    await user.click(screen.getByText('エリア・フェアの内容で絞り込む'));
    await user.selectOptions(screen.getByLabelText('地方'), 'kansai');
    expect(screen.getByLabelText('都道府県')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('都道府県'), 'kanagawa');
    expect(screen.getByLabelText('地方')).toHaveValue('kanto');
  });
});

import { render, screen } from '@testing-library/react';
import { FairCalendar, todayInTokyo } from '@/components/fairs/FairCalendar';

describe('FairCalendar', () => {
  it('marks today and greys out past days, which no longer link', () => {
    render(<FairCalendar dates={['2026-11-20', '2026-11-23', '2026-11-28']} hrefFor={(d) => `/halls/1/fairs?hold_at=${d}`} today="2026-11-23" />);
    expect(screen.queryByRole('link', { name: /11月20日/ })).toBeNull();
    expect(screen.getByLabelText('11月20日(金) 終了')).toBeInTheDocument();
    const today = screen.getByRole('link', { name: '11月23日(月) 今日 フェアあり' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('link', { name: '11月28日(土) フェアあり' })).toHaveAttribute('href', '/halls/1/fairs?hold_at=2026-11-28');
  });

  it('knows today in Japan, not in the server\'s zone', () => {
    expect(todayInTokyo(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-24');
  });
});

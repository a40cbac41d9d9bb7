import { render, screen } from '@testing-library/react';
import { HallBasics } from '@/components/halls/detail/HallBasics';
import { findVocabularyCodes } from '@/lib/vocabulary';
import { hall } from '../halls/fixtures';

describe('HallBasics', () => {
  it('shows ceremony styles and features as Japanese labels, never as codes', async () => {
    const { container } = render(<HallBasics hall={hall({ ceremony_styles: ['christian', 'shinto'], features: ['chapel', 'garden', 'station', 'small', 'barrier_free', 'parking', 'pet'] })} />);
    // Rendered in the browser (not hydrated), the facts draw once their code has loaded (StaticIsland).
    expect(await screen.findByText('キリスト教式・神前式')).toBeInTheDocument();
    expect(findVocabularyCodes(container.textContent ?? '')).toEqual([]);
    expect(screen.getByText(/チャペルあり・ガーデンあり・駅近（徒歩5分以内）・少人数OK・バリアフリー・駐車場あり・ペット同伴OK/)).toBeInTheDocument();
  });

  it('shows where the hall is without raw coordinates, with a link to a map app', async () => {
    const { container } = render(<HallBasics hall={hall({ lat: 35.6717, lng: 139.765 })} />);
    await screen.findByText('式場名');
    expect(container.textContent).not.toMatch(/35\.67|139\.76|緯度/);
    const link = screen.getByRole('link', { name: /地図アプリで開く/ });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('東京都中央区銀座4-1-1'));
  });
});

import { render, screen, within } from '@testing-library/react';
import { RegionDirectory } from '../../../components/halls/home/RegionDirectory';
import { searchProps } from './fixtures';

const regions = searchProps.regions;

describe('RegionDirectory', () => {
  it('lists 海外挙式 after the regions: its destinations with halls, by name, and all of them', () => {
    const overseas = { hall_count: 12, destinations: searchProps.overseas_destinations };
    const { container } = render(<RegionDirectory regions={regions} overseas={overseas} />);
    const block = screen.getByText('海外挙式').closest('details')!;
    expect(block).toHaveTextContent('12件');
    const links = within(block).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['海外挙式すべて', '/overseas'], ['ハワイ12', '/overseas/hawaii']]);
    // The destination without halls (グアム) is left out; no slug is shown.
    expect(container).not.toHaveTextContent('グアム');
    expect(container).not.toHaveTextContent('hawaii');
  });

  it('goes on without 海外挙式 when it is not given', () => {
    render(<RegionDirectory regions={regions} />);
    expect(screen.queryByText('海外挙式')).toBeNull();
    expect(screen.getByText('関東')).toBeInTheDocument();
  });
});

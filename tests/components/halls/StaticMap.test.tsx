import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StaticMap } from '../../../components/halls/detail/StaticMap';
import { FakeObserver, installFakeObserver, removeFakeObserver } from '../support/fakeIntersectionObserver';

// Leaflet itself needs a real layout engine: the test checks what the component asks of it.
const chain = () => {
  const o: Record<string, jest.Mock> = {};
  for (const k of ['addTo', 'bindPopup', 'on']) o[k] = jest.fn(() => o);
  o.getElement = jest.fn(() => undefined);
  o.remove = jest.fn();
  return o;
};
const mockLeaflet = {
  map: jest.fn(() => chain()),
  tileLayer: jest.fn(() => chain()),
  marker: jest.fn(() => chain()),
  divIcon: jest.fn((options: unknown) => ({ divIcon: options })),
  control: { zoom: jest.fn(() => chain()), attribution: jest.fn(() => chain()) },
  Browser: { mobile: false },
};
jest.mock('leaflet', () => mockLeaflet);

const place = { lat: 35.6717, lng: 139.765, label: 'ザ・ガーデンテラス銀座', address: '東京都中央区銀座4-1-1', access: '銀座駅から徒歩3分' };
const tiles = { url: 'https://tile.example.jp/{z}/{x}/{y}.png', attribution: '<a href="https://tile.example.jp/" target="_blank" rel="noopener noreferrer">example 地図</a>' };
const coordinates = /35[.,]\d|139[.,]\d|緯度|経度/;

/** The rendered HTML without the map-app link's address (which may centre the app on the hall). */
function htmlWithoutMapLink(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('a[href^="https://www.google.com/maps/"]').forEach((a) => a.removeAttribute('href'));
  return copy.innerHTML;
}

beforeEach(() => {
  jest.clearAllMocks();
});

afterEach(() => {
  removeFakeObserver();
});

describe('StaticMap', () => {
  it('without a tile service: the address, access and 地図アプリで開く link, no coordinates and no map', () => {
    installFakeObserver();
    const { container } = render(<StaticMap {...place} tiles={null} />);
    expect(screen.getByText('東京都中央区銀座4-1-1')).toBeInTheDocument();
    expect(screen.getByText('銀座駅から徒歩3分')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /地図アプリで開く/ });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('東京都中央区銀座4-1-1'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.textContent).not.toMatch(coordinates);
    expect(htmlWithoutMapLink(container)).not.toMatch(coordinates);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(FakeObserver.all).toHaveLength(0);
    expect(mockLeaflet.map).not.toHaveBeenCalled();
  });

  it('with a tile service: a labelled map box beside the same block, Leaflet loaded only once it is in view', async () => {
    installFakeObserver();
    const { container } = render(<StaticMap {...place} tiles={tiles} />);

    const box = screen.getByRole('region', { name: 'ザ・ガーデンテラス銀座の地図' });
    expect(screen.getByText('東京都中央区銀座4-1-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /地図アプリで開く/ })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(coordinates);
    expect(htmlWithoutMapLink(container)).not.toMatch(coordinates);

    // Not yet in view: nothing loaded.
    expect(FakeObserver.all[0]?.targets).toEqual([box]);
    act(() => FakeObserver.all[0]!.fire(false));
    await act(async () => {});
    expect(mockLeaflet.map).not.toHaveBeenCalled();

    act(() => FakeObserver.all[0]!.fire(true));
    await waitFor(() => expect(mockLeaflet.map).toHaveBeenCalledTimes(1));
    const [mapElement, mapOptions] = mockLeaflet.map.mock.calls[0] as unknown as [HTMLElement, { center: [number, number] }];
    expect(mapElement).toBe(box);
    expect(mapOptions.center).toEqual([35.6717, 139.765]);

    expect(mockLeaflet.tileLayer).toHaveBeenCalledWith('https://tile.example.jp/{z}/{x}/{y}.png', expect.objectContaining({ attribution: expect.stringContaining('example 地図') }));
    expect(mockLeaflet.tileLayer.mock.results[0]!.value.addTo).toHaveBeenCalled();

    expect(mockLeaflet.marker).toHaveBeenCalledWith([35.6717, 139.765], expect.objectContaining({ title: 'ザ・ガーデンテラス銀座の場所', alt: 'ザ・ガーデンテラス銀座の場所' }));
    const icon = (mockLeaflet.divIcon.mock.calls[0] as unknown as [{ html: string; iconUrl?: string }])[0];
    expect(icon.html).toMatch(/^<svg/);
    expect(icon.iconUrl).toBeUndefined();
    expect(mockLeaflet.control.zoom).toHaveBeenCalledWith({ zoomInTitle: '拡大', zoomOutTitle: '縮小' });

    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('with a tile service and no IntersectionObserver: the map loads when 地図を表示 is tapped, and is removed on unmount', async () => {
    const { unmount } = render(<StaticMap {...place} tiles={tiles} />);
    expect(mockLeaflet.map).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '地図を表示' }));
    expect(screen.getByRole('button', { name: '地図を読み込み中…' })).toBeDisabled();
    await waitFor(() => expect(mockLeaflet.map).toHaveBeenCalledTimes(1));
    expect(mockLeaflet.marker).toHaveBeenCalledWith([35.6717, 139.765], expect.anything());
    const map = mockLeaflet.map.mock.results[0]!.value as { remove: jest.Mock };
    unmount();
    expect(map.remove).toHaveBeenCalled();
  });
});

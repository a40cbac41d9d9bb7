import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '@/components/ui/WhenNear';
import { FakeObserver, installFakeObserver, removeFakeObserver } from '../support/fakeIntersectionObserver';

afterEach(removeFakeObserver);

describe('WhenNear', () => {
  it('mounts its children only once their place comes near the screen, and keeps them', () => {
    installFakeObserver();
    const { container } = render(
      <WhenNear>
        <p>おすすめの式場</p>
      </WhenNear>,
    );
    expect(screen.queryByText('おすすめの式場')).toBeNull();
    const [observer] = FakeObserver.all;
    expect(observer?.targets).toEqual([container.firstChild]);
    act(() => observer!.fire(false));
    expect(screen.queryByText('おすすめの式場')).toBeNull();
    act(() => observer!.fire(true));
    expect(screen.getByText('おすすめの式場')).toBeInTheDocument();
    expect(observer!.targets).toEqual([]);
  });

  it('mounts them at once where the browser has no IntersectionObserver', () => {
    render(
      <WhenNear>
        <p>最近見た式場</p>
      </WhenNear>,
    );
    expect(screen.getByText('最近見た式場')).toBeInTheDocument();
  });
});

import { startTransition } from 'react';
import { hydrateInTransition } from '@/lib/hydrateInTransition';

jest.mock('react', () => {
  const actual = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn((scope: () => void) => scope()) };
});

describe('hydrateInTransition (the Pages Router hydrates like the App Router)', () => {
  it('calls the original hydrateRoot inside startTransition, with the same arguments, and answers its root', () => {
    const inTransition: boolean[] = [];
    let depth = 0;
    (startTransition as jest.Mock).mockImplementation((scope: () => void) => {
      depth += 1;
      scope();
      depth -= 1;
    });
    const root = { render: jest.fn(), unmount: jest.fn() };
    const original = jest.fn(() => {
      inTransition.push(depth > 0);
      return root;
    });
    const client = { hydrateRoot: original as never };
    hydrateInTransition(client);
    const container = document.createElement('div');
    const options = { onRecoverableError: jest.fn() };
    expect((client.hydrateRoot as (c: Element, el: unknown, o: unknown) => unknown)(container, 'page', options)).toBe(root);
    expect(original).toHaveBeenCalledWith(container, 'page', options);
    expect(inTransition).toEqual([true]);
  });

  it('wraps once however often it is called', () => {
    const original = jest.fn(() => ({}));
    const client = { hydrateRoot: original as never };
    hydrateInTransition(client);
    const once = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(once);
  });
});

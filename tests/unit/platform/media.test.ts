import { drawMedia, sceneFor } from '../../../server/media/draw';
import { parseMediaPath } from '../../../server/media/mediaPath';
import { mediaUrl } from '../../../lib/media';

describe('media paths', () => {
  it('parses what mediaUrl builds', () => {
    expect(parseMediaPath(mediaUrl('halls', 12, 'ceremony', 3))).toEqual({ kind: 'halls', id: '12', variant: 'ceremony', n: 3 });
    expect(parseMediaPath('writers/7/avatar/1.jpg')).toEqual({ kind: 'writers', id: '7', variant: 'avatar', n: 1 });
  });

  it.each(['/media/halls/1/cover/1.png', '/media/robots/1/cover/1.jpg', '/media/halls/../cover/1.jpg', '/media/halls/1/cover/x.jpg', '/media/halls/1/1.jpg', '/media/halls/1/a b/1.jpg'])(
    'refuses %s',
    (path) => {
      expect(parseMediaPath(path)).toBeNull();
    },
  );
});

describe('drawMedia', () => {
  it('draws the same picture for the same path and different ones for different paths', () => {
    const ref = parseMediaPath('/media/halls/5/cover/1.jpg')!;
    expect(drawMedia(ref).svg).toBe(drawMedia(ref).svg);
    const others = new Set([1, 2, 3, 4, 5, 6].map((id) => drawMedia(parseMediaPath(`/media/halls/${id}/cover/1.jpg`)!).svg));
    expect(others.size).toBe(6);
  });

  it('fits the scene to the kind and the photo section', () => {
    const rand = () => 0.5;
    expect(sceneFor({ kind: 'halls', id: '1', variant: 'cuisine', n: 1 }, rand)).toBe('cuisine');
    expect(sceneFor({ kind: 'halls', id: '1', variant: 'facility', n: 1 }, rand)).toBe('facility');
    expect(sceneFor({ kind: 'writers', id: '1', variant: 'avatar', n: 1 }, rand)).toBe('portrait');
    expect(sceneFor({ kind: 'brides', id: '1', variant: 'icon', n: 1 }, rand)).toBe('portrait');
    const avatar = drawMedia({ kind: 'users', id: '2', variant: 'icon', n: 1 });
    expect([avatar.width, avatar.height]).toEqual([600, 600]);
    const photo = drawMedia({ kind: 'articles', id: '2', variant: 'thumbnail', n: 1 });
    expect([photo.width, photo.height]).toEqual([1200, 800]);
  });
});

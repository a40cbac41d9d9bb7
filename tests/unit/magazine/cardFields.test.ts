import type { MagazinePost } from '@/api/contract/magazine';
import { cardFields } from '@/components/magazine/PostCard';

const term = (id: number, taxonomy: 'category' | 'post_tag') => ({ term_id: id, name: `用語${id}`, slug: `t${id}`, taxonomy, permalink: `/magazine/${taxonomy === 'category' ? 'category' : 'tag'}/t${id}`, parent_term_id: null, posts_count: 3 });

describe('cardFields', () => {
  it('keeps what a card shows and empties the rest, without touching the original', () => {
    const post = {
      post_id: 5, post_title: '前撮りの段取り', post_date: 1772328900, post_modified: 1772328900, post_excerpt: '長い抜粋の文章です。'.repeat(10),
      permalink: '/magazine/5', pr_label_flag: false, pr_label: '', images: { thumbnail: { url: '/media/articles/5/thumbnail/1.jpg' } },
      taxonomies: { category: [term(1, 'category'), term(2, 'category')], post_tag: [term(3, 'post_tag')] },
    } as unknown as MagazinePost;
    const card = cardFields(post);
    expect(card).toMatchObject({ post_id: 5, post_title: '前撮りの段取り', permalink: '/magazine/5', post_excerpt: '', images: post.images });
    expect(card.taxonomies.category.map((c) => c.name)).toEqual(['用語1']);
    expect(card.taxonomies.post_tag).toEqual([]);
    expect(post.taxonomies.post_tag).toHaveLength(1);
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(post).length);
  });
});

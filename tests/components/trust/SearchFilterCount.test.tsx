import { render, screen } from '@testing-library/react';
import { SearchFilterForm } from '@/components/halls/search/SearchFilterForm';
import { conditions, searchProps } from '../halls/fixtures';

describe('the こだわり panel\'s count', () => {
  it('counts only what the panel holds, not the guest count, budget or name', () => {
    render(<SearchFilterForm params={{ prefecture_slug: 'tokyo', people: '60', p: '3', name: 'ガーデン', k: ['chapel'] }} conditions={conditions} searchProps={searchProps} />);
    expect(screen.getByText('1件指定中')).toBeInTheDocument();
  });
});

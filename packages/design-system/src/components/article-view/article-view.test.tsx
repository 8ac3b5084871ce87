import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ArticleView } from '@bazaar/design-system';

describe('ArticleView', () => {
  it('renders the title and the (server-sanitized) HTML as markup', () => {
    render(<ArticleView title="Terms" html="<p>Be <strong>nice</strong></p>" />);
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('nice').tagName).toBe('STRONG');
  });
});

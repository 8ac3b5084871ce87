import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShopHeader } from '@bazaar/design-system';

const shop = { name: 'Acme', logo: '/l.png', banner: '/b.png', rating: 4.5, description: 'We sell things' };

describe('ShopHeader', () => {
  it('shows the name, rating, figures and description', () => {
    render(<ShopHeader shop={shop} stats={[{ label: 'Followers', value: 12 }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 4.5 / 5' })).toBeInTheDocument();
    expect(screen.getByText('Followers')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('We sell things')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to follow, and to unfollow once followed', () => {
    const onFollowChange = vi.fn();
    const { rerender } = render(<ShopHeader shop={shop} onFollowChange={onFollowChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onFollowChange).toHaveBeenLastCalledWith(true);
    rerender(<ShopHeader shop={shop} followed onFollowChange={onFollowChange} />);
    const button = screen.getByRole('button', { name: 'Followed' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(onFollowChange).toHaveBeenLastCalledWith(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuList } from '@bazaar/design-system';

describe('MenuList', () => {
  it('renders links and buttons, with badges and extras', () => {
    const open = vi.fn();
    const signOut = vi.fn();
    render(
      <MenuList
        header="Account"
        items={[
          { key: 'a', title: 'Addresses', href: '/address', onClick: open },
          { key: 'n', title: 'Notifications', badge: 120 },
          { key: 'z', title: 'Zero', badge: 0 },
          { key: 'l', title: 'Language', extra: 'English' },
          { key: 'o', title: 'Sign out', danger: true, onClick: signOut },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Addresses' });
    expect(link).toHaveAttribute('href', '/address');
    expect(fireEvent.click(link)).toBe(false); // the router handles it
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zero' }).querySelector('.bz-menu-list__badge')).toBeNull();
    expect(screen.getByText('English')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UserHeader, UserHeaderStat } from '@bazaar/design-system';

describe('UserHeader', () => {
  it('shows the initial without an avatar, the balances, and is one touch target', () => {
    const onPress = vi.fn();
    render(
      <UserHeader name="ann" subtitle="ann@example.com" onPress={onPress}>
        <UserHeaderStat label="Balance" value="12.50" />
      </UserHeader>,
    );
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('12.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /ann@example.com/ }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows the avatar image and is static without onPress', () => {
    const { container } = render(<UserHeader name="Ann" avatar="/a.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NotificationItem } from '@bazaar/design-system';

describe('NotificationItem', () => {
  it('announces unread items and acts as a button with a handler', () => {
    const onClick = vi.fn();
    render(
      <NotificationItem
        title="Refund approved"
        content="Money back"
        time="09:30"
        unread
        unreadLabel="New"
        onClick={onClick}
      />,
    );
    expect(screen.getByRole('img', { name: 'New' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalled();
  });

  it('shows no dot and no button when read and static', () => {
    render(<NotificationItem title="Shipped" content="On its way" time="09:30" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('On its way')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StatusBanner } from '@bazaar/design-system';

describe('StatusBanner', () => {
  it('announces the message and runs the action', () => {
    const onAction = vi.fn();
    render(<StatusBanner message="A new version is ready." actionText="Reload" onAction={onAction} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('has no button without an action, and says its tone and placement in its classes', () => {
    render(<StatusBanner message="You are offline." tone="warning" placement="bottom" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveClass('bz-status-banner--warning', 'bz-status-banner--bottom');
  });
});

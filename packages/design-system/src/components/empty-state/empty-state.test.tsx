import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState } from '@bazaar/design-system';

describe('EmptyState', () => {
  it('shows text, image alt and the action', () => {
    const onAction = vi.fn();
    render(
      <EmptyState description="Empty" image="/e.png" imageAlt="Empty box" actionText="Shop" onAction={onAction} />,
    );
    expect(screen.getByText('Empty')).toBeInTheDocument();
    expect(screen.getByAltText('Empty box')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('has no button without an action', () => {
    render(<EmptyState description="Empty" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

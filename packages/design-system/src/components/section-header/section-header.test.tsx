import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SectionHeader } from '@bazaar/design-system';

describe('SectionHeader', () => {
  it('renders a heading and calls onMore', () => {
    const onMore = vi.fn();
    render(<SectionHeader title="Hot" moreText="All" onMore={onMore} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Hot' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('has no action without onMore', () => {
    render(<SectionHeader title="Hot" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

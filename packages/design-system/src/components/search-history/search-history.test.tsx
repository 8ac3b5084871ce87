import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchHistory } from '@bazaar/design-system';

describe('SearchHistory', () => {
  it('selects a keyword and clears the list', () => {
    const onSelect = vi.fn();
    const onClear = vi.fn();
    render(<SearchHistory title="Recent" keywords={['tea', 'tent']} onSelect={onSelect} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'tent' }));
    expect(onSelect).toHaveBeenCalledWith('tent');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('has no clear button without onClear and renders nothing when empty', () => {
    const { container, rerender } = render(<SearchHistory title="Hot" keywords={['tea']} onSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(<SearchHistory title="Hot" keywords={[]} onSelect={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

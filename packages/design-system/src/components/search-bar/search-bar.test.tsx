import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchBar } from '@bazaar/design-system';

describe('SearchBar', () => {
  it('labels the input and searches the trimmed query on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchBar label="Find" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Find' });
    fireEvent.change(input, { target: { value: '  tea  ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('tea');
  });

  it('ignores an empty query', () => {
    const onSearch = vi.fn();
    render(<SearchBar onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).not.toHaveBeenCalled();
  });
});

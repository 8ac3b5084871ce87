import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StarRatingInput } from '@bazaar/design-system';

describe('StarRatingInput', () => {
  it('is a radio group whose stars set the score', () => {
    const onChange = vi.fn();
    render(<StarRatingInput value={3} onChange={onChange} label="Service" />);
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 / 5' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '5 / 5' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('moves with arrow keys within 1..max', () => {
    const onChange = vi.fn();
    render(<StarRatingInput value={5} onChange={onChange} label="Score" />);
    const group = screen.getByRole('radiogroup');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});

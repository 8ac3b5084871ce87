import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Stepper } from '@bazaar/design-system';

describe('Stepper', () => {
  it('steps up and down within the bounds', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Stepper value={2} max={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /decrease/i }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<Stepper value={3} max={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });

  it('clamps a typed value to the stock', () => {
    const onChange = vi.fn();
    render(<Stepper value={1} max={4} onChange={onChange} label="Qty" />);
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('is disabled when sold out', () => {
    render(<Stepper value={1} max={0} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /decrease/i })).toBeDisabled();
  });
});

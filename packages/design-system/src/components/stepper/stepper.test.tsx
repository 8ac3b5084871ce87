import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Stepper, ThemeProvider, type StepperProps } from '@bazaar/design-system';

// The button names come from the antd-mobile locale; ThemeProvider defaults to English.
const renderStepper = (props: StepperProps) =>
  render(
    <ThemeProvider>
      <Stepper {...props} />
    </ThemeProvider>,
  );

describe('Stepper', () => {
  it('steps up and down within the bounds', () => {
    const onChange = vi.fn();
    const { unmount } = renderStepper({ value: 2, max: 3, onChange });
    fireEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /decrease/i }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    unmount();
    renderStepper({ value: 3, max: 3, onChange });
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });

  it('clamps a typed value to the stock', () => {
    const onChange = vi.fn();
    renderStepper({ value: 1, max: 4, onChange, label: 'Qty' });
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('is disabled when sold out', () => {
    renderStepper({ value: 1, max: 0, onChange: vi.fn() });
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /decrease/i })).toBeDisabled();
  });

  it('takes its button names from props', () => {
    const onChange = vi.fn();
    renderStepper({ value: 2, onChange, decreaseLabel: '減らす', increaseLabel: '増やす', label: '数量' });
    fireEvent.click(screen.getByRole('button', { name: '増やす' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('spinbutton', { name: '数量' })).toHaveAttribute('aria-valuenow', '2');
  });
});

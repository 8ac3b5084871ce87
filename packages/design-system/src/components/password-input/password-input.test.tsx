import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordInput } from '@bazaar/design-system';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" value={value} onChange={setValue} showLabel="Show" hideLabel="Hide" />
      <output>{value}</output>
    </>
  );
}

describe('PasswordInput', () => {
  it('hides the text until the toggle is pressed, and back', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    fireEvent.change(input, { target: { value: 'secret1' } });
    expect(screen.getByText('secret1', { selector: 'output' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

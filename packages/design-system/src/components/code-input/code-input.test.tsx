import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeInput, type CodeInputProps } from '@bazaar/design-system';

function Harness(props: Pick<CodeInputProps, 'onSend'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="code">Code</label>
      <CodeInput id="code" value={value} onChange={setValue} seconds={3} sendText="Send" {...props} />
    </>
  );
}

describe('CodeInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down after a successful send, then allows a resend', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<Harness onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: '3s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '2s' })).toBeDisabled();
    // Each second is its own timer, set after the previous render.
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('stays ready when sending fails', async () => {
    render(<Harness onSend={() => Promise.reject(new Error('no'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps digits only', () => {
    render(<Harness onSend={vi.fn()} />);
    const input = screen.getByLabelText('Code');
    fireEvent.change(input, { target: { value: '12a3 4' } });
    expect(input).toHaveValue('1234');
  });
});

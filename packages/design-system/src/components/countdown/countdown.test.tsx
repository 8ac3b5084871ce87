import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Countdown, ThemeProvider } from '@bazaar/design-system';

const START = 1_795_168_800;

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks on the device clock without `now`, stops at zero and calls onEnd once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START * 1000);
    const onEnd = vi.fn();
    const { container } = render(
      <ThemeProvider>
        <Countdown to={START + 2} label="Ends in" onEnd={onEnd} />
      </ThemeProvider>,
    );
    const digits = () => container.querySelector('.bz-countdown__digits')?.textContent;
    expect(digits()).toBe('00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(digits()).toBe('00:00:01');
    act(() => void vi.advanceTimersByTime(3000));
    expect(digits()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('gives screen readers words that change once a minute, and is not a live region unless asked', () => {
    const { rerender } = render(
      <ThemeProvider>
        <Countdown to={START + 3600 + 90} now={START} label="Ends in" />
      </ThemeProvider>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Ends in 1 hour 2 minutes');
    expect(timer).toHaveAttribute('aria-live', 'off');
    rerender(
      <ThemeProvider>
        <Countdown to={START + 3600 + 90} now={START + 29} label="Ends in" announce />
      </ThemeProvider>,
    );
    expect(timer).toHaveTextContent('Ends in 1 hour 2 minutes');
    expect(timer).toHaveAttribute('aria-live', 'polite');
  });
});

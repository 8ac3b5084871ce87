import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ClockProvider } from '../clock';
import { useFlashPhase, type FlashWindow } from './flash-phase';

function Phase({ sale }: { sale: FlashWindow }) {
  return <output>{useFlashPhase(sale)}</output>;
}

describe('useFlashPhase', () => {
  afterEach(() => vi.useRealTimers());

  it('re-renders at the start and at the end, so a page falls back to the normal price by itself', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    render(
      <ClockProvider now={() => Date.now()}>
        <Phase sale={{ starts_at: 1_002, ends_at: 1_005 }} />
      </ClockProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('upcoming');
    act(() => void vi.advanceTimersByTime(2_100));
    expect(screen.getByRole('status')).toHaveTextContent('live');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('status')).toHaveTextContent('ended');
  });
});

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusTabs } from './status-tabs';

function Harness() {
  const [active, setActive] = useState('b');
  return (
    <>
      <StatusTabs
        keys={['a', 'b', 'c']}
        label={(k) => k.toUpperCase()}
        active={active}
        onChange={setActive}
        name="Status"
      />
      <output>{active}</output>
    </>
  );
}

describe('StatusTabs', () => {
  it('is one tab stop on the chosen tab; arrows, Home and End move and choose; Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Status' })).toBeVisible();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'C' }));
    expect(screen.getByRole('status').textContent).toBe('c');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'A' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('status').textContent).toBe('c');
    await user.keyboard('{Home}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('a');
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('tabindex')).toBe('-1');
    // Tab leaves the list: the other tabs are not stops.
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

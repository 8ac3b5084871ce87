import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenTable } from './token-table';

describe('TokenTable (the tokens page)', () => {
  it('shows each token per theme and brand as the JSON resolves it, with its alias', () => {
    render(<TokenTable group="color" />);
    const row = screen.getByText('--bz-color-primary').closest('tr')!;
    expect(within(row).getByText('→ {brand.light.primary}')).toBeTruthy();
    const values = within(row)
      .getAllByText(/^#/)
      .map((cell) => cell.textContent);
    // default light, default dark, ocean light, ocean dark
    expect(values).toEqual(['#cc3a06', '#ff6a33', '#0b7a7c', '#2bb5b8']);
  });

  it('draws a colour token as a swatch of its value', () => {
    const { container } = render(<TokenTable group="color" />);
    const swatch = container.querySelector('tbody tr td:nth-child(2) div') as HTMLElement;
    expect(swatch.style.background).toBe('rgb(204, 58, 6)');
  });
});

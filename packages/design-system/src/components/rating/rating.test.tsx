import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Rating } from '@bazaar/design-system';

describe('Rating', () => {
  it('names the score and fills stars in proportion', () => {
    const { container } = render(<Rating value={3.5} label="Score" />);
    expect(screen.getByRole('img', { name: 'Score 3.5 / 5' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll<HTMLElement>('.bz-rating__fill')].map((f) => f.style.width);
    expect(fills).toEqual(['100%', '100%', '100%', '50%']);
  });

  it('clamps out-of-range values and shows the number on request', () => {
    render(<Rating value={7} max={5} showValue />);
    expect(screen.getByRole('img', { name: 'Rating 5.0 / 5' })).toHaveTextContent('5.0');
  });
});

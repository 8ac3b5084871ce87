import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceSummary } from '@bazaar/design-system';

describe('PriceSummary', () => {
  it('lists the rows, a negative discount and the total', () => {
    render(
      <PriceSummary
        rows={[
          { key: 'goods', label: 'Goods', value: '120' },
          { key: 'discount', label: 'Discount', value: 10, negative: true },
        ]}
        total={{ label: 'Total', value: '110.00' }}
      />,
    );
    expect(screen.getByText('Goods').nextElementSibling).toHaveTextContent('$120.00');
    expect(screen.getByText('Discount').nextElementSibling).toHaveTextContent('−$10.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$110.00');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShopGroup } from '@bazaar/design-system';

describe('ShopGroup', () => {
  it('names the group and selects the shop', () => {
    const onCheck = vi.fn();
    const onShopClick = vi.fn();
    render(
      <ShopGroup shop={{ id: 1, name: 'Harbour' }} onCheck={onCheck} onShopClick={onShopClick} extra="Paid">
        <p>line</p>
      </ShopGroup>,
    );
    expect(screen.getByRole('region', { name: 'Harbour' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    fireEvent.click(document.querySelector('.adm-checkbox')!);
    expect(onCheck).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Harbour' }));
    expect(onShopClick).toHaveBeenCalledOnce();
  });

  it('has no checkbox without onCheck', () => {
    render(
      <ShopGroup shop={{ id: 1, name: 'Harbour' }} footer="Subtotal">
        <p>line</p>
      </ShopGroup>,
    );
    expect(document.querySelector('.adm-checkbox')).toBeNull();
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
  });
});

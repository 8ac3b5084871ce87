import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BagItem, ThemeProvider, type BagItemData, type BagItemProps } from '@bazaar/design-system';

const item: BagItemData = {
  id: 1,
  title: 'Earbuds',
  image: '/e.png',
  spec: 'Black',
  price: '39.90',
  quantity: 2,
  stock: 3,
  selected: false,
  invalid: false,
};
const renderItem = (props: Partial<BagItemProps> = {}) =>
  render(
    <ThemeProvider>
      <BagItem item={item} {...props} />
    </ThemeProvider>,
  );

describe('BagItem', () => {
  it('shows the line and reports selection and quantity', () => {
    const onSelect = vi.fn();
    const onQuantityChange = vi.fn();
    renderItem({ onSelect, onQuantityChange });
    expect(screen.getByText('Earbuds')).toBeInTheDocument();
    expect(screen.getByText('Black')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Earbuds').closest('.bz-bag-item')!.querySelector('.adm-checkbox')!);
    expect(onSelect).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onQuantityChange).toHaveBeenCalledWith(3);
  });

  it('greys an invalid line: badge instead of stepper, checkbox disabled', () => {
    const onSelect = vi.fn();
    renderItem({ item: { ...item, invalid: true }, invalidText: 'Gone', onSelect });
    expect(screen.getByText('Gone')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(document.querySelector('.bz-bag-item--invalid')).not.toBeNull();
    fireEvent.click(document.querySelector('.adm-checkbox')!);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('offers a delete action behind the swipe', () => {
    const onDelete = vi.fn();
    renderItem({ onDelete, deleteText: 'Remove' });
    fireEvent.click(screen.getByText('Remove'));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

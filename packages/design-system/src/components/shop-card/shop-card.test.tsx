import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShopCard, ThemeProvider, koKR } from '@bazaar/design-system';
import { shops } from '../../fixtures';

const shop = shops[0]!;

describe('ShopCard', () => {
  it('shows name, rating and sales', () => {
    render(
      <ThemeProvider>
        <ShopCard shop={shop} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: shop.name })).toBeInTheDocument();
    expect(screen.getByText('Rating', { exact: false }).parentElement).toHaveTextContent('Rating 4.8');
    expect(screen.getByText('12.8K sold')).toBeInTheDocument();
  });

  it('writes the sales in the compact words of the ThemeProvider’s language', () => {
    render(
      <ThemeProvider locale={koKR}>
        <ShopCard shop={shop} soldLabel="판매" />
      </ThemeProvider>,
    );
    expect(screen.getByText('1.2만 판매')).toBeInTheDocument();
  });

  it('follows without opening the shop', () => {
    const onClick = vi.fn();
    const onFollowChange = vi.fn();
    render(<ShopCard shop={shop} onClick={onClick} onFollowChange={onFollowChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onFollowChange).toHaveBeenCalledWith(shop, true);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: shop.name }));
    expect(onClick).toHaveBeenCalledWith(shop);
  });

  it('shows the following state as pressed', () => {
    render(<ShopCard shop={{ ...shop, followed: true }} onFollowChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });
});

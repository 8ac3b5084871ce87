import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReviewItem, type ReviewItemData } from '@bazaar/design-system';

const review: ReviewItemData = {
  id: 1,
  user: { nickname: 'A***n', avatar: '/a.png' },
  product_score: 4,
  content: 'Good value',
  images: ['/1.png', '/2.png'],
  createtime: 1_700_000_000,
};

describe('ReviewItem', () => {
  it('shows who, the score, the date and the text', () => {
    render(<ReviewItem review={review} />);
    expect(screen.getByText('A***n')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 4.0 / 5' })).toBeInTheDocument();
    expect(screen.getByText('2023-11-14')).toBeInTheDocument();
    expect(screen.getByText('Good value')).toBeInTheDocument();
  });

  it('opens a picture by its index', () => {
    const onImageClick = vi.fn();
    render(<ReviewItem review={review} onImageClick={onImageClick} imageLabel={(n) => `Pic ${n}`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pic 2' }));
    expect(onImageClick).toHaveBeenCalledWith(1, review.images);
  });
});

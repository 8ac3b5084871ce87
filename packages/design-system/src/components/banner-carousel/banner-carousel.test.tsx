import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from '@bazaar/design-system';
import { banners } from '../../fixtures';

describe('BannerCarousel', () => {
  it('renders each banner with alt text and reports clicks', () => {
    const onClick = vi.fn();
    render(<BannerCarousel banners={banners} onClick={onClick} autoplay={false} />);
    const slide = screen.getAllByRole('button', { name: banners[1]!.title })[0]!;
    fireEvent.click(slide);
    expect(onClick).toHaveBeenCalledWith(banners[1]);
    expect(screen.getAllByAltText(banners[0]!.title).length).toBeGreaterThan(0);
  });

  it('reads a subtitle after the title, without drawing it', () => {
    const withSubtitle = [{ ...banners[0]!, subtitle: 'Coats and knits' }];
    render(<BannerCarousel banners={withSubtitle} autoplay={false} />);
    const name = `${banners[0]!.title}: Coats and knits`;
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByAltText(name)).toBeInTheDocument();
    expect(screen.queryByText('Coats and knits')).toBeNull();
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

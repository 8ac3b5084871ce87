import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Gallery } from '@bazaar/design-system';

describe('Gallery', () => {
  it('names every picture and counts them', () => {
    render(<Gallery images={['/a.png', '/b.png']} alt="Shoe" />);
    expect(screen.getByRole('button', { name: 'View full screen: Shoe 1/2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View full screen: Shoe 2/2' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('opens the full-screen viewer on tap', async () => {
    render(<Gallery images={['/a.png']} alt="Shoe" viewLabel="Zoom" />);
    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom: Shoe 1/1' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
  });

  it('counts the picture scrolled into view', () => {
    const { container } = render(<Gallery images={['/a.png', '/b.png', '/c.png']} alt="Shoe" />);
    const track = container.querySelector<HTMLElement>('.bz-gallery__track')!;
    Object.defineProperty(track, 'clientWidth', { value: 390 });
    track.scrollLeft = 390 + 30;
    fireEvent.scroll(track);
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('renders nothing without pictures', () => {
    const { container } = render(<Gallery images={[]} alt="Shoe" />);
    expect(container).toBeEmptyDOMElement();
  });
});

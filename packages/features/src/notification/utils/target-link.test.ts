import { describe, expect, it } from 'vitest';
import { storyLinks } from '../../story-harness/story-links';
import { targetLink } from './target-link';

describe('targetLink', () => {
  it('opens the product detail for an alert on a favourite', () => {
    expect(targetLink(storyLinks, { kind: 'product', id: 7 })).toBe(storyLinks.product(7));
  });

  it('opens the order of order news', () => {
    expect(targetLink(storyLinks, { kind: 'order', id: 3 })).toBe(storyLinks.orderInfo(3));
  });

  it('opens the flash page for a reminded flash session that started', () => {
    expect(targetLink(storyLinks, { kind: 'flash', id: 2 })).toBe(storyLinks.flash());
  });
});

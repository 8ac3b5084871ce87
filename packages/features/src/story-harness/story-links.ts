import { shopLinks, type StorefrontLinks } from '../lib';

/** The shop's own links (built from the page list), so links in stories look like the real ones. */
export const storyLinks: StorefrontLinks = shopLinks;

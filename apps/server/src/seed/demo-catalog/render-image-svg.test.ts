import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './data/categories';
import { generateDemoCatalog, renderImageSvg } from './index';
import { bannerSvg, initials, shopBannerSvg, shopLogoSvg } from './svg/templates';
import { escapeXml } from './xml';

/**
 * A small well-formedness check (no XML parser in the server's dependencies):
 * one <svg> root with the SVG namespace, balanced tags, no scripts or external
 * references, and no raw "&" or "<" in text.
 */
function expectValidSvg(svg: string, ref: string): void {
  expect(svg.startsWith('<svg '), ref).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg.endsWith('</svg>'), ref).toBe(true);
  expect(svg).not.toMatch(/<script|href=|url\((?!#)|on[a-z]+=/i);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (close) expect(stack.pop(), `${ref} closes ${name}`).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(stack, ref).toEqual([]);
  // Text between tags must not hold a stray "<" or ">".
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('renderImageSvg', () => {
  const catalog = generateDemoCatalog();

  it('renders every image the catalog references as small, valid SVG', () => {
    const refs = [
      ...catalog.categories.map((c) => c.icon),
      ...catalog.shops.flatMap((s) => [s.logo, s.banner]),
      ...catalog.products.flatMap((p) => p.images),
      ...catalog.banners.map((b) => b.image),
    ];
    for (const ref of refs) {
      const svg = renderImageSvg(ref);
      expect(svg, ref).toBeDefined();
      expectValidSvg(svg as string, ref);
      expect((svg as string).length, ref).toBeLessThan(4096);
    }
  });

  it('gives product images a square 600 viewBox, and different images for different refs', () => {
    expect(renderImageSvg('product/1/1')).toContain('viewBox="0 0 600 600"');
    const images = catalog.products.slice(0, 20).flatMap((p) => p.images.map((ref) => renderImageSvg(ref)));
    expect(new Set(images).size).toBe(images.length);
    expect(renderImageSvg('product/1/1')).toBe(renderImageSvg('product/1/1'));
  });

  it('returns undefined for unknown refs', () => {
    const unknown = [
      '',
      'product/0/1',
      'product/1/0',
      'product/1/6',
      'product/01/1',
      'product/abc/1',
      'shop/1/avatar',
      'shop/0/logo',
      'category/cars',
      'category/',
      'banner/0',
      'banner/99',
      '../etc/passwd',
      'product/1/1.svg',
    ];
    for (const ref of unknown) expect(renderImageSvg(ref), ref).toBeUndefined();
    // A product's image count is fixed by its index, so the ref one past it is unknown.
    const product = catalog.products[0]!;
    expect(renderImageSvg(`product/1/${product.images.length + 1}`)).toBeUndefined();
  });

  it('escapes text', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    const hostile = 'Ben & <Jerry> "Co"';
    expectValidSvg(shopBannerSvg(1, hostile, 'food'), 'shop banner');
    expectValidSvg(bannerSvg(1, hostile, '<script>alert(1)</script>', 'toys'), 'banner');
    expectValidSvg(shopLogoSvg(1, '<b> & Co'), 'logo');
    expect(shopBannerSvg(1, hostile, 'food')).toContain('Ben &amp; &lt;Jerry&gt; &quot;Co&quot;');
  });

  it("draws a shop's banner with no words but its name, since every language sees the same picture", () => {
    const svg = shopBannerSvg(1, 'Bitforge Computing', 'computer');
    expect(svg.match(/<text[^>]*>([^<]*)<\/text>/g)).toEqual([expect.stringContaining('>Bitforge Computing</text>')]);
    for (const name of Object.values(CATEGORY_NAMES.computer)) expect(svg).not.toContain(name);
  });

  it('takes initials from the first two words', () => {
    expect(initials('Ashford & Vane')).toBe('AV');
    expect(initials('Amperly')).toBe('A');
    expect(initials('Blue Finch Toy Box')).toBe('BF');
  });
});

import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Every story is compared in these looks: the default brand light and dark, and the second brand. */
export const VISUAL_VARIANTS = [
  { theme: 'light', brand: '' },
  { theme: 'dark', brand: '' },
  { theme: 'light', brand: 'ocean' },
] as const;

/**
 * Visual regression: the story at 390 px wide, once per look, against the committed
 * baseline (`__screenshots__` beside each stories file). A small share of differing
 * pixels is tolerated for anti-aliasing; anything more fails with a diff image.
 * Update baselines with `pnpm test:visual:update`.
 */
export async function visualCheck({ canvasElement, id }: { canvasElement: HTMLElement; id: string }) {
  const themed = canvasElement.querySelector<HTMLElement>('[data-theme]');
  if (!themed) return;
  const before = { theme: themed.dataset.theme, brand: themed.dataset.brand };
  try {
    for (const { theme, brand } of VISUAL_VARIANTS) {
      themed.dataset.theme = theme;
      if (brand) themed.dataset.brand = brand;
      else delete themed.dataset.brand;
      await expect
        .element(page.elementLocator(canvasElement))
        .toMatchScreenshot(`${id}--${theme}${brand ? `-${brand}` : ''}`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
        });
    }
  } finally {
    themed.dataset.theme = before.theme ?? 'light';
    if (before.brand) themed.dataset.brand = before.brand;
    else delete themed.dataset.brand;
  }
}

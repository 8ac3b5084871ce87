import { expect } from 'vitest';
import { commands, page, server } from 'vitest/browser';

/** Every story is compared in these looks: the default brand light and dark, and the second brand. */
export const VISUAL_VARIANTS = [
  { theme: 'light', brand: '' },
  { theme: 'dark', brand: '' },
  { theme: 'light', brand: 'ocean' },
] as const;

/**
 * Which stories are compared (by story id): the design system and every feature screen, the operator
 * console's included. Inside the scope a story without its baseline fails.
 */
export const VISUAL_SCOPE = /^(design-system|features-)/;

/**
 * Pixel tolerance, kept small: pixelmatch's per-pixel colour `threshold` (0.2 of the YIQ range, its default,
 * absorbs anti-aliasing and sub-pixel text rendering) and at most 0.5 % of the pixels may differ beyond it
 * (a 390 × 844 shot: about 1,600 pixels, a few glyphs; a changed colour, radius, font or spacing is far more).
 */
export const VISUAL_TOLERANCE = { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 } as const;

const UPDATE_HINT =
  'Create or renew baselines with `pnpm test:visual:update <stories file>` (all stories without a path), look at the ' +
  'PNGs it writes to __screenshots__/ beside the stories file, and commit them. ' +
  'A mismatch leaves <name>-actual and <name>-diff PNGs under .vitest-attachments/<same path>/.';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Direct children of <body> besides the story: where antd-mobile portals Popup, Dialog, Toast, Picker… */
function portals(canvas: HTMLElement): HTMLElement[] {
  return [...canvas.ownerDocument.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && !el.contains(canvas) && el.tagName !== 'SCRIPT' && !el.matches('.sb-wrapper'),
  );
}

/** Whether anything in a portal is on screen (antd-mobile keeps closed popups mounted but hidden). */
function showsSomething(root: HTMLElement): boolean {
  return [root, ...root.querySelectorAll<HTMLElement>('*')].some((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
}

/**
 * Waits until what is shown is final: web fonts loaded, images decoded, and the inline styles that
 * react-spring animates (antd-mobile's popups, masks, toasts, swipers) unchanged for a few frames.
 * CSS animations and transitions are finished by the screenshot itself (`animations: 'disabled'`).
 */
export async function settle(canvas: HTMLElement) {
  const doc = canvas.ownerDocument;
  await doc.fonts.ready;
  await Promise.all([...doc.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
  const styles = () =>
    [...doc.body.querySelectorAll<HTMLElement>('[style]')].map((el) => el.getAttribute('style')).join('|');
  let last = styles();
  for (let frames = 0, still = 0; frames < 120 && still < 3; frames++) {
    await nextFrame();
    const now = styles();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * Only `pnpm test:visual:update` writes baselines. Vitest would otherwise write a missing one on a local run
 * (and fail only that once), so a run that never had a baseline could pass the next time unreviewed.
 */
async function requireBaseline(name: string) {
  if (server.config.snapshotOptions.updateSnapshot === 'all') return;
  const storiesPath = expect.getState().testPath ?? '';
  const storiesFile = storiesPath.split('/').pop();
  const baseline = `__screenshots__/${storiesFile}/${name}-${server.browser}-${server.platform}.png`;
  // readFile resolves against the project root; the stories file's path is absolute.
  const path = `${storiesPath.slice(0, -(storiesFile ?? '').length)}${baseline}`;
  const exists = await commands.readFile(path).then(
    () => true,
    () => false,
  );
  if (!exists) throw new Error(`No visual baseline ${baseline} beside the stories file.\n\n${UPDATE_HINT}`);
}

function setLook(targets: HTMLElement[], theme: string, brand: string | undefined) {
  for (const el of targets) {
    el.dataset.theme = theme;
    if (brand) el.dataset.brand = brand;
    else delete el.dataset.brand;
  }
}

/**
 * Visual regression: the story at 390 px wide, once per look, against the committed baseline
 * (`__screenshots__/<stories file>/` beside each stories file). While a popup, dialog or toast is open the
 * whole page is compared instead of the story's canvas, since they render into <body>.
 * A missing baseline fails (CI and `npm test` never write one), and so does a mismatch, with a diff image.
 */
export async function visualCheck({ canvasElement, id }: { canvasElement: HTMLElement; id: string }) {
  const themed = canvasElement.querySelector<HTMLElement>('[data-theme]');
  if (!themed || !VISUAL_SCOPE.test(id)) return;
  const html = canvasElement.ownerDocument.documentElement;
  // The ThemeProvider mirrors its look onto <html> for portals; switch both, then put both back.
  const targets = [themed, html];
  const before = targets.map((el) => ({ theme: el.dataset.theme, brand: el.dataset.brand }));
  try {
    for (const { theme, brand } of VISUAL_VARIANTS) {
      setLook(targets, theme, brand);
      await settle(canvasElement);
      // As Vitest names the file (runs of '-' collapsed), so the existence check looks for the same one.
      const name = `${id}-${theme}${brand ? `-${brand}` : ''}`.replace(/-{2,}/g, '-');
      await requireBaseline(name);
      const open = portals(canvasElement).some(showsSomething);
      const target = open ? canvasElement.ownerDocument.body : canvasElement;
      try {
        await expect.element(page.elementLocator(target)).toMatchScreenshot(name, {
          comparatorName: 'pixelmatch',
          comparatorOptions: VISUAL_TOLERANCE,
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          // A busy machine needs longer than the default 5 s for two identical shots in a row.
          timeout: 20_000,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${message}\n\n${UPDATE_HINT}`, { cause: error });
      }
    }
  } finally {
    targets.forEach((el, i) => setLook([el], before[i]!.theme ?? '', before[i]!.brand));
    if (!before[1]!.theme) delete html.dataset.theme;
  }
}

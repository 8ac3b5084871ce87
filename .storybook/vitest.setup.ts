// Story tests in real Chromium (Vitest browser mode): every story renders, its play
// function runs, then axe checks what it shows. Serious and critical violations fail
// the run; minor and moderate ones are left to review in Storybook's a11y panel.
import axe from 'axe-core';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { page } from 'vitest/browser';
import { settle, visualCheck } from './visual-check';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

type A11yParameters = { config?: { rules?: { id: string; enabled?: boolean }[] } };
type Context = { canvasElement: HTMLElement; id: string; parameters: { a11y?: A11yParameters } };

// The whole body: popups, dialogs and toasts render there. A story may switch a rule off the way Storybook's
// a11y panel reads it (`parameters.a11y.config.rules`), with a comment saying why.
async function axeCheck({ canvasElement, parameters }: Context) {
  const rules = Object.fromEntries(
    (parameters.a11y?.config?.rules ?? []).map(({ id, enabled = true }) => [id, { enabled }]),
  );
  const { violations } = await axe.run(canvasElement.ownerDocument.body, { resultTypes: ['violations'], rules });
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (failing.length) throw new Error(`accessibility violations:\n${failing.join('\n')}`);
}

async function afterEach(context: Context) {
  // Popups and toasts fade in: axe would measure contrast half-way through.
  await settle(context.canvasElement);
  await axeCheck(context);
  // VITE_VISUAL=off skips the screenshots, e.g. to check plays and axe alone while iterating.
  if (import.meta.env.VITE_VISUAL !== 'off') await visualCheck(context);
}

/**
 * A story whose viewport global names another of preview's viewports (e.g. `desk1280`) renders, plays and is
 * compared at that size; the phone size (vitest.config.ts) comes back after it.
 */
async function beforeEach({ globals }: { globals: { viewport?: { value?: string } } }) {
  const name = globals.viewport?.value as keyof typeof projectAnnotations.viewports | undefined;
  const size = name && name !== 'mobile390' ? projectAnnotations.viewports[name]?.styles : undefined;
  if (!size) return;
  await page.viewport(parseInt(size.width, 10), parseInt(size.height, 10));
  return async () => {
    await page.viewport(390, 844);
  };
}

setProjectAnnotations([a11yAnnotations, projectAnnotations, { afterEach, beforeEach }]);

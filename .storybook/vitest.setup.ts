// Story tests in real Chromium (Vitest browser mode): every story renders, its play
// function runs, then axe checks what it shows. Serious and critical violations fail
// the run; minor and moderate ones are left to review in Storybook's a11y panel.
import axe from 'axe-core';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { visualCheck } from './visual-check';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

async function axeCheck({ canvasElement }: { canvasElement: HTMLElement }) {
  const { violations } = await axe.run(canvasElement.ownerDocument.body, { resultTypes: ['violations'] });
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (failing.length) throw new Error(`accessibility violations:\n${failing.join('\n')}`);
}

async function afterEach(context: { canvasElement: HTMLElement; id: string }) {
  await axeCheck(context);
  // Set VISUAL=off to skip screenshots (e.g. while baselines are being renewed elsewhere).
  if (import.meta.env.VITE_VISUAL !== 'off') await visualCheck(context);
}

setProjectAnnotations([a11yAnnotations, projectAnnotations, { afterEach }]);

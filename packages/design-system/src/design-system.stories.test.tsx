// Renders every story of the design system in jsdom, wrapped in the same
// decorators as Storybook (theme, brand, locale), so a story that throws or
// renders nothing fails CI without a browser.
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Record<string, unknown> & { default: unknown };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  const stories = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0]));
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders', async (_name, Story) => {
    const Composed = Story as ComponentType;
    const { container } = render(<Composed />);
    // Let effects (lazy images, infinite-scroll checks) settle inside act.
    await act(async () => {});
    expect(container.querySelector('.bz-theme')?.childElementCount).toBeGreaterThan(0);
  });
});

// Renders every feature-screen story in jsdom with Storybook's decorators (theme,
// language) and the story harness (fixture API, i18n, router, session), so a
// screen that throws, renders nothing or calls an API without a fixture fails CI.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import preview from '../../../.storybook/preview';
import { unansweredCalls } from '@bazaar/story-kit';

setProjectAnnotations(preview);

type StoryModule = Record<string, unknown> & { default: unknown };
const modules = import.meta.glob<StoryModule>('./*/{screens,components}/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  const stories = Object.entries(composeStories(mod as Parameters<typeof composeStories>[0]));
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders', async (_name, Story) => {
    unansweredCalls.clear();
    const Composed = Story as ComponentType;
    const { container } = render(<Composed />);
    // Fixture answers resolve in microtasks; let SWR settle them inside act.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('.bz-theme')?.textContent?.trim()).not.toBe('');
    // The screen stayed on its route (no redirect to another page) and found a fixture for every call.
    expect(screen.queryByTestId('story-navigated')).toBeNull();
    expect([...unansweredCalls]).toEqual([]);
  });
});

describe('the Language toolbar', () => {
  it('switches a screen to the language in globals.lang', async () => {
    const bag = modules['./bag/screens/bag-screen.stories.tsx'];
    const { Empty } = composeStories(bag as Parameters<typeof composeStories>[0], {
      initialGlobals: { lang: 'ja' },
    }) as Record<string, ComponentType>;
    const Composed = Empty!;
    render(<Composed />);
    expect(await screen.findByText('ショッピングバッグは空です')).toBeVisible();
  });
});

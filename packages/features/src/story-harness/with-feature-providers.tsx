import type { Decorator } from '@storybook/react-vite';
import { normalizeLang } from '@bazaar/contract';
import { StoryProviders, type FeatureStoryParameters } from './story-providers';

/**
 * The decorator of every feature-screen story: reads the toolbar language
 * (`globals.lang`) and the story's `parameters.feature`.
 */
export const withFeatureProviders: Decorator = (Story, { globals, parameters }) => {
  const feature = (parameters.feature ?? {}) as FeatureStoryParameters;
  return (
    <StoryProviders lang={normalizeLang(globals.lang) ?? 'en'} {...feature}>
      <Story />
    </StoryProviders>
  );
};

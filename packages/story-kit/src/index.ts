// The story harness of the feature screens (Storybook and the story-render tests only).
export { withFeatureProviders } from './with-feature-providers';
export { StoryProviders, type FeatureStoryParameters, type StoryProvidersProps } from './story-providers';
export {
  FixtureFailure,
  FixtureFile,
  adminShopRoutes,
  defaultRoutes,
  emptyPage,
  page,
  type FixtureRoutes,
  type FixtureRequest,
} from './fixture-routes';
export { fixtureAdapter, unansweredCalls } from './fixture-adapter';
export * as fixtures from './fixtures';
export { svgImage } from './fixtures/images';
export { storyLinks } from './story-links';
export { expectNavigatedTo, expectToast, fill, submitExpecting, tapWhenReady } from './play';

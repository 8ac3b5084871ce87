// Fixtures and play helpers of the feature stories (Storybook and the story-render tests only); the
// providers that mount a screen are the features' own (packages/features/src/story-harness).
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
export { expectNavigatedTo, expectToast, fill, submitExpecting, tapWhenReady } from './play';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureFailure, withFeatureProviders } from '../../lib/storybook';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Features/Home/Home',
  component: HomeScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/home' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** GET index/index is refused: banners, categories and the top lists stay empty, the product feed still loads. */
export const HomeDataRefused: Story = {
  parameters: {
    feature: {
      url: '/home',
      routes: {
        'GET /index/index': () => {
          throw new FixtureFailure('The service is busy, please try again later.');
        },
      },
    },
  },
};

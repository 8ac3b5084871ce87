import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { MyFavouriteScreen } from './my-favourite-screen';

const meta = {
  title: 'Features/Catalog/My favourite',
  component: MyFavouriteScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/myFavourite' } },
} satisfies Meta<typeof MyFavouriteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Shops: Story = { parameters: { feature: { url: '/myFavourite?tab=shops', path: '/myFavourite' } } };

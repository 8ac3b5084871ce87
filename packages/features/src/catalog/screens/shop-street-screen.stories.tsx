import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { ShopStreetScreen } from './shop-street-screen';

const meta = {
  title: 'Features/Catalog/Shop street',
  component: ShopStreetScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/shopStreet' } },
} satisfies Meta<typeof ShopStreetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

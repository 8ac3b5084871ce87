import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ArticlesScreen } from './articles-screen';

/** One screen behind three routes: /helpAndSupport, /law and /platform (with the merchant-entry tab). */
const meta = {
  title: 'Features/Content/Articles',
  component: ArticlesScreen,
  decorators: [withFeatureProviders],
  args: { kind: 'helpSupport' },
  parameters: { feature: { url: '/helpAndSupport' } },
} satisfies Meta<typeof ArticlesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpAndSupport: Story = {};

export const Law: Story = { args: { kind: 'law' }, parameters: { feature: { url: '/law' } } };

export const Platform: Story = { args: { kind: 'platform' }, parameters: { feature: { url: '/platform' } } };

/** The merchant-entry application form under /platform. */
export const MerchantEntry: Story = {
  args: { kind: 'platform' },
  parameters: { feature: { url: '/platform?tab=merchant', path: '/platform' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { MeScreen } from './me-screen';

const meta = {
  title: 'Features/Account/Me',
  component: MeScreen,
  decorators: [withFeatureProviders],
  // Signed-in and signed-out stories share one session store, so they cannot render side by side on a docs page.
  tags: ['!autodocs'],
  parameters: { feature: { url: '/filter' } },
} satisfies Meta<typeof MeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A visitor: the sign-in prompt instead of balances and order counts. */
export const SignedOut: Story = { parameters: { feature: { url: '/filter', signedIn: false } } };

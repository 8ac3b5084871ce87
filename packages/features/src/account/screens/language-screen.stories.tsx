import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { LanguageScreen } from './language-screen';

const meta = {
  title: 'Features/Account/Language',
  component: LanguageScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/language' } },
} satisfies Meta<typeof LanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

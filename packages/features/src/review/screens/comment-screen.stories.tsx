import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { CommentScreen } from './comment-screen';

const order = fixtures.orderOf('received');

const meta = {
  title: 'Features/Review/Comment',
  component: CommentScreen,
  decorators: [withFeatureProviders],
  parameters: {
    feature: { url: `/comment?order_id=${order.id}&product_id=${order.items[0]?.product_id}`, path: '/comment' },
  },
} satisfies Meta<typeof CommentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotFound: Story = { parameters: { feature: { url: '/comment', path: '/comment' } } };

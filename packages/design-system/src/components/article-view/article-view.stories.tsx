import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleView } from '@bazaar/design-system';

const meta = {
  title: 'Design system/ArticleView',
  component: ArticleView,
  args: {
    title: 'Refunds and returns',
    html: '<p>You can ask for a refund while an order is <strong>waiting for delivery</strong>, delivered or received.</p><h3>How</h3><ol><li>Open the order</li><li>Tap <em>Apply refund</em></li></ol><p><a href="https://example.com">Policy</a></p>',
  },
} satisfies Meta<typeof ArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoTitle: Story = { args: { title: undefined } };
export const Translated: Story = {
  args: { title: '退款与退货', html: '<p>订单待发货、已发货或已收货时均可申请退款。</p>' },
};

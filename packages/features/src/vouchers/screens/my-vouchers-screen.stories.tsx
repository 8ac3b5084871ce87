import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { MyVouchersScreen } from './my-vouchers-screen';

const meta = {
  title: 'Features/Vouchers/My vouchers',
  component: MyVouchersScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/vouchers', path: '/vouchers' } },
} satisfies Meta<typeof MyVouchersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unused: Story = {};
export const Used: Story = { parameters: { feature: { url: '/vouchers?status=used', path: '/vouchers' } } };
export const Empty: Story = {
  parameters: {
    feature: {
      url: '/vouchers?status=expired',
      path: '/vouchers',
      routes: { 'GET /user/vouchers': () => ({ total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] }) },
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble, Price } from '@bazaar/design-system';
import { products, svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/ChatBubble',
  component: ChatBubble,
  args: { text: 'Hello! Is the blue one in stock in size M?', time: '09:30' },
  decorators: [(Story) => <div style={{ width: 358, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};
export const MineRead: Story = { args: { side: 'mine', readLabel: 'Read' } };
export const Sending: Story = { args: { side: 'mine', sendingLabel: 'Sending…' } };
/** A send that failed offers a retry, announced as an alert. */
export const FailedWithRetry: Story = {
  args: { side: 'mine', failed: true, failedLabel: 'Not sent', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Picture: Story = { args: { text: undefined, image: svgImage(2, 'Photo', [3, 4]), imageLabel: 'Picture' } };
export const ProductCard: Story = {
  args: {
    side: 'mine',
    text: undefined,
    product: {
      title: products[0]!.title,
      image: products[0]!.image,
      price: <Price value={products[0]!.price} size="s" />,
    },
    onOpen: fn(),
  },
};
export const OrderCard: Story = {
  args: {
    text: undefined,
    order: { title: 'Order 20261121093000123456', status: 'Shipped', total: <Price value="42.00" size="s" /> },
    onOpen: fn(),
  },
};
export const System: Story = {
  args: { side: 'system', text: 'The shop usually replies within an hour', time: undefined },
};
export const Thai: Story = {
  args: { side: 'mine', text: 'สีน้ำเงินมีไซซ์ M ไหมคะ', readLabel: 'อ่านแล้ว', time: '09:31' },
};

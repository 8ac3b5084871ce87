import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble, ChatComposer, Price } from '@bazaar/design-system';
import { products } from '../../fixtures';

const meta = {
  title: 'Design system/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onImage: fn() },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text and empties the box; the send button waits for text. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Is it in stock?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is it in stock?');
    await expect(box).toHaveValue('');
  },
};
export const WithProductReady: Story = {
  args: {
    attachment: (
      <ChatBubble
        side="mine"
        product={{
          title: products[0]!.title,
          image: products[0]!.image,
          price: <Price value={products[0]!.price} size="s" />,
        }}
      />
    ),
  },
};
export const TextOnly: Story = { args: { onImage: undefined } };
export const Disabled: Story = { args: { disabled: true, placeholder: 'Offline' } };
export const Thai: Story = { args: { placeholder: 'ข้อความ', sendLabel: 'ส่ง', imageLabel: 'ส่งรูปภาพ' } };

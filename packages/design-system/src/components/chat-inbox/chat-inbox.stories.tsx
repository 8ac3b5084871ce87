import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble, ChatComposer, ChatConversationRow, ChatInbox, EmptyState } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const shoppers = [
  { name: 'Ann', last: 'Is the blue one in stock in size M?', unread: 2 },
  { name: 'Somchai', last: 'ขอบคุณครับ', unread: 0 },
  { name: 'Linh', last: 'When does my parcel arrive?', unread: 1 },
];

const list = (
  <div>
    {shoppers.map((s, i) => (
      <ChatConversationRow
        key={s.name}
        name={s.name}
        avatar={svgImage(i, s.name[0])}
        lastMessage={s.last}
        time={`09:3${i}`}
        unread={s.unread}
        active={i === 0}
        onClick={fn()}
      />
    ))}
  </div>
);

const thread = (
  <section aria-label="Ann" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
    <ChatBubble text="Is the blue one in stock in size M?" time="09:30" />
    <ChatBubble side="system" text="We are away until Monday and answer then." />
    <ChatBubble side="mine" text="Yes, it ships within 24 hours." time="09:32" readLabel="Read" />
    <ChatComposer onSend={fn()} placeholder="Reply to the shopper" />
  </section>
);

const aside = (
  <ul style={{ margin: 0, paddingLeft: 16 }}>
    <li>Order 20261121093000123456 · Shipped</li>
    <li>Order 20261002101500654321 · Completed</li>
  </ul>
);

const meta = {
  title: 'Design system/ChatInbox',
  component: ChatInbox,
  args: {
    desk: false,
    list,
    asideLabel: 'Orders with this shop',
    placeholder: <EmptyState description="Choose a conversation on the left." />,
  },
} satisfies Meta<typeof ChatInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a desk: the list, the open conversation and the shopper's orders side by side. */
export const Desk: Story = {
  args: { desk: true, thread, aside },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ann' })).toBeVisible();
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Shipped');
  },
};
export const DeskNothingOpen: Story = {
  args: { desk: true },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
};
/** On a phone the list comes first… */
export const PhoneList: Story = { decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>] };
/** …then the conversation alone, its orders folded above it. */
export const PhoneThread: Story = {
  args: { thread, aside },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Somchai')).toBeNull();
    await expect(canvas.getByText(/Shipped/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Orders with this shop'));
    await expect(canvas.getByText(/Shipped/)).toBeVisible();
  },
};

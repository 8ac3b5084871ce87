import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ConsoleFrame, type ConsoleNavSection } from '@bazaar/features/console-shell';

const e = (name: string, title: string) => ({ name, path: `/${name}`, title });
// As the console's route table gives them to an admin (apps/console/src/config/nav.ts).
const sections: ConsoleNavSection[] = [
  {
    group: 'money',
    entries: [e('recharges', 'Recharges'), e('withdrawals', 'Withdrawals'), e('settlement', 'Settlement')],
  },
  { group: 'orders', entries: [e('orders', 'Orders'), e('refunds', 'Refunds')] },
  { group: 'catalog', entries: [e('shops', 'Shops'), e('categories', 'Categories'), e('products', 'Products')] },
  { group: 'content', entries: [e('content', 'Content')] },
  { group: 'people', entries: [e('users', 'Users'), e('applications', 'Applications'), e('operators', 'Operators')] },
  { group: 'settings', entries: [e('settings', 'Settings'), e('auditLog', 'Audit log'), e('account', 'Account')] },
];

const meta = {
  title: 'Features/Console/Frame',
  component: ConsoleFrame,
  decorators: [withFeatureProviders],
  args: {
    title: 'Orders',
    onBack: () => undefined,
    nav: { home: e('dashboard', 'Dashboard'), sections, current: 'orders' },
    children: <p style={{ padding: 16 }}>The screen goes here.</p>,
  },
  parameters: { feature: { url: '/orders' } },
} satisfies Meta<typeof ConsoleFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a desk: the grouped side navigation beside the screen, the open entry marked. */
export const Desk: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Console' });
    await expect(within(nav).getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** A merchant's: only its own screens, fewer groups. */
export const DeskMerchant: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  args: {
    title: 'Products',
    nav: {
      home: e('dashboard', 'Dashboard'),
      current: 'products',
      sections: [
        { group: 'money', entries: [e('settlement', 'Settlement')] },
        { group: 'orders', entries: [e('orders', 'Orders'), e('refunds', 'Refunds')] },
        { group: 'catalog', entries: [e('shops', 'Shops'), e('products', 'Products')] },
        { group: 'settings', entries: [e('account', 'Account')] },
      ],
    },
  },
};

/** On a phone: the title bar over the screen, as always; no side navigation, no sideways scroll. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

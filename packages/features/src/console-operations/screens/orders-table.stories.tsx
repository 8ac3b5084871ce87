import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { OrdersScreen } from './orders-screen';

// Every fixture order twice over, the first six paid (to ship), so the table has rows to sort and select.
const rows = [...fixtures.orders, ...fixtures.orders].map((o, i) => ({
  ...o,
  id: 300 + i,
  order_sn: `BZ20261124${String(3000 + i)}`,
  status: i < 6 ? ('waiting_deliver' as const) : o.status,
  user_id: 40 + (i % 5),
  shop_id: o.shop.id,
}));

/** order/list as the server answers it: status filter, sort and order, paged. */
const routes: FixtureRoutes = {
  ...consoleRoutes,
  'GET /admin/order/list': ({ params }) => {
    const key = (o: (typeof rows)[number]) => (params.sort === 'total' ? Number(o.total) : o.id);
    const sorted = rows.filter((o) => !params.status || o.status === params.status).sort((a, b) => key(a) - key(b));
    return page(params.order === 'asc' ? sorted : sorted.reverse(), params);
  },
  'POST /admin/order/ship_batch': ({ body }) => ({
    shipped: (body as { orders: { id: number }[] }).orders.map((o) => o.id),
  }),
};

const meta = {
  title: 'Features/Console/Orders table',
  component: OrdersScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { orderPath: (id: number) => `/orders/${id}` },
  parameters: { feature: { url: '/orders', routes } },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a desk: the paid orders, newest first, with the filters above; each order number opens its detail. */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await expect(within(table).getByRole('link', { name: 'BZ202611243005' })).toHaveAttribute('href', '/orders/305');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('waiting_deliver');
    await expect(canvas.getByLabelText('From')).toBeVisible();
  },
};

/** Sorted by total, and two paid orders selected: "Ship selected" in the bulk bar. */
export const SortedAndSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Total/ })).getByRole('button'));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select BZ202611243000' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select BZ202611243001' }));
    await expect(canvas.getByRole('button', { name: 'Ship selected' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '2 selected' })).toBeVisible();
  },
};

/** Ship selected asks for one carrier and each order's tracking number. */
export const ShipDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('checkbox', { name: 'Select BZ202611243000' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select BZ202611243000' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select BZ202611243002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ship selected' }));
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Carrier' })).toBeVisible());
    await expect(body.getByRole('textbox', { name: 'Tracking number for BZ202611243000' })).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Tracking number for BZ202611243002' })).toBeVisible();
  },
};

/** On a phone the cards stay: no table. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: 'Details' })).not.toHaveLength(0);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminUser } from '@bazaar/contract';
import { expect, waitFor, within } from 'storybook/test';
import { fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { UsersScreen } from './users-screen';

const names = ['Mai Nguyen', 'Somchai P.', 'Yuki Tanaka', 'Min-jun Kim', 'Li Wei', 'Ann Lee'];
const users: AdminUser[] = names.map((nickname, i) => ({
  id: 40 + i,
  username: nickname.toLowerCase().replace(/[^a-z]+/g, '.'),
  nickname,
  email: `${nickname.split(' ')[0]!.toLowerCase()}@example.com`,
  mobile: i % 2 ? '' : `08123456${i}0`,
  status: i === 3 ? 'frozen' : 'normal',
  money: `${(i * 123.45).toFixed(2)}`,
  frozen_money: i === 1 ? '50.00' : '0.00',
  createtime: fixtures.NOW - i * fixtures.DAY,
}));

const routes: FixtureRoutes = {
  ...consoleRoutes,
  'GET /admin/user/list': ({ params }) => {
    const listed = users.filter((u) => !params.status || u.status === params.status);
    return page(params.order === 'asc' ? listed : [...listed].reverse(), params);
  },
  'POST /admin/user/freeze': () => users[0],
};

const meta = {
  title: 'Features/Console/Users table',
  component: UsersScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/users', routes } },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a desk: the shoppers as a table; freezing stays one at a time (no selection). */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await expect(within(table).getByRole('button', { name: 'Unfreeze' })).toBeVisible();
  },
};

/** On a phone the cards stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

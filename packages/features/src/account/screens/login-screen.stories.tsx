import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, fill, fixtures, submitExpecting } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Features/Account/Login',
  component: LoginScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/login', signedIn: false } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const login = fn(() => ({ userinfo: { ...fixtures.user, token: 'story-token' } }));

/** docs/product.md#form-messages: each missing field has its message and sends nothing; both filled signs in and goes on. */
export const ChecksTheForm: Story = {
  parameters: { feature: { url: '/login?path=/bag', signedIn: false, routes: { 'POST /user/login': login } } },
  play: async ({ canvasElement }) => {
    login.mockClear();
    await submitExpecting(canvasElement, 'Sign in', 'Please input account and password');
    await fill(canvasElement, 'Account', 'ann.lee@example.com');
    await submitExpecting(canvasElement, 'Sign in', 'Please enter password');
    await fill(canvasElement, 'Account', '   ');
    await fill(canvasElement, 'Password', 'secret1');
    await submitExpecting(canvasElement, 'Sign in', 'Please enter account');
    await expect(login).not.toHaveBeenCalled();

    await fill(canvasElement, 'Account', ' ann.lee@example.com ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expectNavigatedTo(canvasElement, '/bag');
    await expect(login).toHaveBeenCalledOnce();
    await expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ body: { account: 'ann.lee@example.com', password: 'secret1' } }),
    );
  },
};

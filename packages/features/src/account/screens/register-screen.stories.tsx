import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, fill, fixtures, submitExpecting, withFeatureProviders } from '../../lib/storybook';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'Features/Account/Register',
  component: RegisterScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/register', signedIn: false } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const register = fn(() => ({ userinfo: { ...fixtures.user, token: 'story-token' } }));

/** Product-spec §5, in its order: each field's message until the form is complete, then it signs up. */
export const ChecksTheForm: Story = {
  parameters: { feature: { url: '/register', signedIn: false, routes: { 'POST /user/register': register } } },
  play: async ({ canvasElement }) => {
    register.mockClear();
    const expectMessage = (message: string) => submitExpecting(canvasElement, 'Sign up', message);
    await expectMessage('Please enter family name');
    await fill(canvasElement, 'Family name', 'Lee');
    await expectMessage('Please enter given name');
    await fill(canvasElement, 'Given name', 'Ann');
    await expectMessage('Please enter email');
    await fill(canvasElement, 'Email', 'ann.lee@');
    await expectMessage('Please fill correct email');
    await fill(canvasElement, 'Email', 'ann.lee@example.com');
    await expectMessage('Please enter your mobile phone number');
    await fill(canvasElement, 'Mobile', '+1 415 555 0134');
    await fill(canvasElement, 'Password', 'short');
    await expectMessage('Password must be at least 6 characters long');
    await fill(canvasElement, 'Password', 'secret1');
    await fill(canvasElement, 'Confirm password', 'secret2');
    await expectMessage('Passwords do not match');
    await fill(canvasElement, 'Confirm password', 'secret1');
    await expectMessage('Please enter RealName');
    await expect(register).not.toHaveBeenCalled();

    await fill(canvasElement, 'Real name', 'Ann Lee');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign up' }));
    await expectNavigatedTo(canvasElement, '/home');
    await expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ email: 'ann.lee@example.com', real_name: 'Ann Lee' }),
      }),
    );
  },
};

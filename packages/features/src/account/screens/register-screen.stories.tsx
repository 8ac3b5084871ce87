import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, fill, fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
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

/** The field labelled `label` and the message shown under it ('' when none). */
const fieldOf = (canvasElement: HTMLElement, label: string) => {
  const input = within(canvasElement).getByLabelText(label, { selector: 'input' });
  const message = () => {
    const id = input.getAttribute('aria-describedby');
    return id ? (canvasElement.ownerDocument.getElementById(id)?.textContent ?? '') : '';
  };
  return { input, message };
};

/**
 * The form's texts (docs/product.md#form-messages), every failing field marked at once and the first focused; the real name
 * fills itself from the family and given names until it is changed; then it signs up.
 */
export const ChecksTheForm: Story = {
  parameters: { feature: { url: '/register', signedIn: false, routes: { 'POST /user/register': register } } },
  play: async ({ canvasElement }) => {
    register.mockClear();
    const field = (label: string) => fieldOf(canvasElement, label);
    const submit = () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign up' }));

    await submit();
    await waitFor(() => expect(field('Family name').message()).toBe('Please enter family name'));
    expect(field('Given name').message()).toBe('Please enter given name');
    expect(field('Real name').message()).toBe('Please enter RealName');
    expect(field('Email').message()).toBe('Please enter email');
    expect(field('Mobile').message()).toBe('Please enter your mobile phone number');
    expect(field('Password').message()).toBe('Password must be at least 6 characters long');
    await expect(field('Family name').input).toHaveFocus();
    await expect(field('Email').input).toHaveAttribute('aria-invalid', 'true');

    await fill(canvasElement, 'Family name', 'Lee');
    await fill(canvasElement, 'Given name', 'Ann');
    await expect(field('Real name').input).toHaveValue('Ann Lee');
    expect(field('Family name').message()).toBe('');
    await fill(canvasElement, 'Email', 'ann.lee@');
    await fill(canvasElement, 'Mobile', '+1 415 555 0134');
    await fill(canvasElement, 'Password', 'secret1');
    await fill(canvasElement, 'Confirm password', 'secret2');
    await submit();
    await waitFor(() => expect(field('Email').message()).toBe('Please fill correct email'));
    expect(field('Confirm password').message()).toBe('Passwords do not match');
    expect(field('Real name').message()).toBe('');
    await expect(field('Email').input).toHaveFocus();
    await expect(register).not.toHaveBeenCalled();

    await fill(canvasElement, 'Email', 'ann.lee@example.com');
    await fill(canvasElement, 'Confirm password', 'secret1');
    // A real name of one's own stays when the names change.
    await fill(canvasElement, 'Real name', 'Ann B. Lee');
    await fill(canvasElement, 'Given name', 'Anne');
    await expect(field('Real name').input).toHaveValue('Ann B. Lee');
    await submit();
    await expectNavigatedTo(canvasElement, '/home');
    await expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ email: 'ann.lee@example.com', given_name: 'Anne', real_name: 'Ann B. Lee' }),
      }),
    );
  },
};

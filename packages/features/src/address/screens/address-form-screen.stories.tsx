import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fill, fixtures, submitExpecting } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { AddressFormScreen } from './address-form-screen';

const meta = {
  title: 'Features/Address/Address form',
  component: AddressFormScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/addressForm/:id?', url: '/addressForm' } },
} satisfies Meta<typeof AddressFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Editing a saved address: the form is filled from GET user/address. */
export const Edit: Story = { parameters: { feature: { path: '/addressForm/:id?', url: '/addressForm/1' } } };

const save = fn(() => fixtures.addresses[0]);

/** docs/product.md#form-messages: one message per missing field, in the form's order; a complete address is saved. */
export const ChecksTheForm: Story = {
  parameters: {
    feature: { path: '/addressForm/:id?', url: '/addressForm', routes: { 'POST /user/address_add': save } },
  },
  play: async ({ canvasElement }) => {
    save.mockClear();
    const expectMessage = (message: string) => submitExpecting(canvasElement, 'Save', message);
    await expectMessage('Please enter addressee');
    await fill(canvasElement, 'Addressee', 'Ann Lee');
    await expectMessage('Please enter your mobile phone number');
    await fill(canvasElement, 'Mobile phone', '+1 415 555 0134');
    await expectMessage('Please fill in the area');
    await fill(canvasElement, 'Area', 'California, San Francisco');
    await expectMessage('Please fill in the detailed address');
    await fill(canvasElement, 'Detailed address', '1 Market Street, Apt 5');
    await expectMessage('Please fill in the tag');
    await expect(save).not.toHaveBeenCalled();

    // A quick choice fills the tag.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Work' }));
    await submitExpecting(canvasElement, 'Save', 'Address saved');
    await expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ name: 'Ann Lee', area: 'California, San Francisco', tag: 'Work' }),
      }),
    );
  },
};

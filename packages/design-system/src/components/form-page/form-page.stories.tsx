import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input } from 'antd-mobile';
import { fn } from 'storybook/test';
import { FormField, FormPage } from '@bazaar/design-system';

const fields = (
  <>
    <FormField label="Account" htmlFor="story-account">
      <Input id="story-account" placeholder="Email, mobile or username" />
    </FormField>
    <FormField label="Password" htmlFor="story-password">
      <Input id="story-password" type="password" placeholder="At least 6 characters" />
    </FormField>
  </>
);

const meta = {
  title: 'Design system/FormPage',
  component: FormPage,
  args: {
    heading: 'Welcome back',
    description: 'Sign in to see your orders and wallet.',
    children: fields,
    actions: (
      <Button block color="primary" type="submit" shape="rounded">
        Sign in
      </Button>
    ),
    footer: (
      <>
        <a href="#register">Create an account</a>
        <a href="#forgot">Forgot password?</a>
      </>
    ),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutHeading: Story = { args: { heading: undefined, description: undefined } };
export const Translated: Story = {
  args: {
    heading: '欢迎回来',
    description: '登录后查看订单和钱包。',
    actions: (
      <Button block color="primary" type="submit" shape="rounded">
        登录
      </Button>
    ),
  },
};

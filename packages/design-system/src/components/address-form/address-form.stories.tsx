import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressForm } from '@bazaar/design-system';

const texts = {
  name: 'Addressee',
  mobile: 'Mobile phone',
  area: 'Area',
  address: 'Detailed address',
  tag: 'Tag',
  isDefault: 'Set as default address',
  submit: 'Save',
  placeholders: { name: 'Who receives the parcel', area: 'Province, city, district' },
};

const meta = {
  title: 'Design system/AddressForm',
  component: AddressForm,
  args: {
    value: { name: '', mobile: '', area: '', address: '', tag: '', is_default: false },
    onChange: () => undefined,
    onSubmit: () => undefined,
    texts,
    tagOptions: ['Home', 'Work', 'School'],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <AddressForm {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Editing: Story = {
  args: {
    value: {
      name: 'Ann Lee',
      mobile: '0812345678',
      area: 'Bangkok',
      address: '1 Sukhumvit Rd',
      tag: 'Home',
      is_default: true,
    },
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const Translated: Story = {
  args: {
    texts: {
      name: '收货人',
      mobile: '手机号码',
      area: '所在地区',
      address: '详细地址',
      tag: '标签',
      isDefault: '设为默认地址',
      submit: '保存',
    },
    tagOptions: ['家', '公司'],
  },
};

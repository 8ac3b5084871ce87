import { describe, expect, it } from 'vitest';
import { addressRefusal } from './validate';

const full = {
  name: 'Ann',
  mobile: '0812345678',
  area: 'Bangkok',
  address: '1 Main Rd',
  tag: 'Home',
  is_default: false,
};

describe('addressRefusal', () => {
  it.each([
    ['name', 'msg.enterAddressee'],
    ['mobile', 'msg.enterMobile'],
    ['area', 'msg.fillArea'],
    ['address', 'msg.fillDetail'],
    ['tag', 'msg.fillTag'],
  ])('refuses a blank %s with %s', (field, key) => {
    expect(addressRefusal({ ...full, [field]: '  ' })).toBe(key);
  });

  it('accepts a complete address', () => {
    expect(addressRefusal(full)).toBeNull();
  });
});

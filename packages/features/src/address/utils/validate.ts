import type { AddressFormValue } from '@bazaar/design-system';

/** The message key (docs/product.md#form-messages) of the first missing field, in the form's order, or null. */
export function addressRefusal(value: AddressFormValue): string | null {
  if (!value.name.trim()) return 'msg.enterAddressee';
  if (!value.mobile.trim()) return 'msg.enterMobile';
  if (!value.area.trim()) return 'msg.fillArea';
  if (!value.address.trim()) return 'msg.fillDetail';
  if (!value.tag.trim()) return 'msg.fillTag';
  return null;
}

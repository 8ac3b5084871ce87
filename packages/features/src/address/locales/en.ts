/** Strings of the address feature (namespace `address`); English is the reference. */
export const en = {
  empty: 'No address yet. Add one to check out.',
  add: 'Add a new address',
  default: 'Default',
  setDefault: 'Set as default',
  defaultSet: 'Default address set',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteConfirm: 'Delete this address?',
  deleted: 'Address deleted',
  save: 'Save',
  saved: 'Address saved',
  field: {
    name: 'Addressee',
    mobile: 'Mobile phone',
    area: 'Area',
    address: 'Detailed address',
    tag: 'Tag',
    isDefault: 'Set as default address',
  },
  placeholder: {
    name: 'Who receives the parcel',
    mobile: 'Mobile phone number',
    area: 'Province, city, district',
    address: 'Street, building, room',
    tag: 'e.g. Home',
  },
  tags: { home: 'Home', work: 'Work', school: 'School' },
  msg: {
    enterAddressee: 'Please enter addressee',
    enterMobile: 'Please enter your mobile phone number',
    fillArea: 'Please fill in the area',
    fillDetail: 'Please fill in the detailed address',
    fillTag: 'Please fill in the tag',
  },
};

export type AddressMessages = typeof en;

export { NetworkPicker, type NetworkPickerProps, type NetworkOption } from './network-picker';

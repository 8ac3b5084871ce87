export {
  VoucherStrip,
  VoucherTicket,
  voucherTicketDefaults,
  type VoucherStripProps,
  type VoucherTicketProps,
  type VoucherTicketScope,
  type VoucherTicketState,
} from './voucher-ticket';

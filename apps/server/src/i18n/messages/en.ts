import { adminCatalogMessages } from './admin-catalog';
import { adminDeskMessages } from './admin-desk';
import { chatMessages } from './chat';
import { voucherMessages } from './vouchers';
import { flashMessages } from './flash';
import { statementMessages } from './statement';
import { pushMessages } from './push';

/**
 * The English catalogue is the reference: its keys are the MessageKey type, and every other
 * language must define exactly the same keys (checked by the compiler and by i18n.test.ts).
 * Texts of docs/product.md#form-messages and docs/product.md#errors-and-toasts and the API contract are kept word for word.
 * `{name}` marks a parameter.
 */
export const en = {
  // Envelope and transport
  'common.success': 'Success',
  'common.login_first': 'Please login first',
  'common.duplicate_submit': 'Data is being processed, please do not submit again.',
  'common.network_timeout': 'Network timeout, please try again later.',
  'common.server_error': 'The server is busy, please try again later.',
  'common.not_found': 'The requested resource does not exist.',
  'common.record_not_found': 'The record does not exist.',
  'common.rate_limited': 'Too many requests, please try again later.',
  'common.no_permission': 'You do not have permission to do this.',
  'common.idempotency_conflict': 'This request key was already used with different data.',
  'common.request_in_progress': 'This request is still being processed, please wait.',
  'common.copy_requires_https': 'Copy is not supported on non-HTTPS.',
  'common.shop_not_built': 'The shop is not built yet. Run "pnpm build" and restart the server.',

  // Schema validation (the field is the API field name)
  'validation.required': 'Please fill in {field}',
  'validation.invalid_field': 'Invalid value for {field}',
  'validation.too_short': '{field} must be at least {limit} characters long',
  'validation.too_long': '{field} must be at most {limit} characters long',
  'validation.too_small': '{field} must be at least {limit}',
  'validation.too_large': '{field} must be at most {limit}',
  'validation.not_allowed': '{field} must be one of: {values}',
  'validation.invalid_money': '{field} must be an amount with at most two decimals',
  'validation.invalid_body': 'The request could not be read.',

  // Login (docs/product.md#form-messages, contract)
  'login.enter_account': 'Please enter account',
  'login.enter_password': 'Please enter password',
  'login.enter_account_password': 'Please input account and password',
  'login.incorrect': 'Account or password is incorrect',
  'login.account_frozen': 'This account has been frozen.',
  'login.too_many_attempts': 'Too many failed attempts, please try again later.',

  // Registration
  'register.enter_family_name': 'Please enter family name',
  'register.enter_given_name': 'Please enter given name',
  'register.enter_email': 'Please enter email',
  'register.correct_email': 'Please fill correct email',
  'register.enter_real_name': 'Please enter RealName',
  'register.enter_mobile': 'Please enter your mobile phone number',
  'register.email_taken': 'This email is already registered.',
  'register.mobile_taken': 'This mobile number is already registered.',

  // Withdrawal
  'withdraw.amount_positive': 'Please enter a withdrawal amount above 0',
  'withdraw.amount_exceeds_balance': 'The withdrawal amount cannot be more than your balance',
  'withdraw.below_minimum': 'The withdrawal amount cannot be less than {min}',
  'withdraw.above_maximum': 'The withdrawal amount cannot be more than {max}',
  'withdraw.daily_limit': 'The daily withdrawal limit has been reached.',

  // Recharge
  'recharge.fill_address': 'Please fill recharge address',
  'recharge.correct_amount': 'Please fill correct amount',
  'recharge.upload_evidence': 'Please upload payment evidence',
  'recharge.choose_network': 'Please choose charge network',
  'recharge.same_network': 'Please choose the same network as the withdrawal platform',
  'recharge.network_not_supported': 'Deposits via DEX, BSC and HECO are not supported',
  'deposit.no_own_address':
    'This network does not give personal deposit addresses yet: send to the platform address and submit the recharge form',
  'recharge.below_minimum': 'The amount cannot be less than {min}',

  // Wallet: withdrawal details, audits, notifications (wallet module)
  'withdraw.fill_bank_card': 'Please fill in the bank card number',
  'withdraw.fill_bank_name': 'Please fill in the bank name',
  'withdraw.fill_account_name': 'Please fill in the account name',
  'withdraw.fill_address': 'Please fill in the withdrawal address',
  'withdraw.choose_network': 'Please choose the network to withdraw to',
  'wallet.address_format_evm': 'This is not a {network} address: it is 0x followed by 40 characters 0–9 and a–f',
  'wallet.address_format_tron': 'This is not a {network} address: it starts with T and has 34 letters and digits',
  'wallet.address_checksum':
    'This {network} address has a typo: its check characters do not match. Please copy it again',
  'audit.already_done': 'This record has already been audited.',
  'recharge.fill_account': 'Please fill in the account you paid from',
  'recharge.account_format':
    'Please enter the card number (12–19 digits) or the account number (6–34 letters and digits) you paid from',
  'recharge.account_card_checksum': 'This card number is not valid. Please check it',
  'recharge.account_iban_checksum': 'This IBAN is not valid. Please check it',
  'recharge.above_maximum': 'The amount cannot be more than {max}',
  'withdraw.bank_card_digits': 'The bank card number can contain digits only',
  'withdraw.bank_card_length': 'The bank card number must have 12 to 19 digits',
  'withdraw.bank_card_checksum': 'This bank card number is not valid. Please check it',
  'audit.reason_required': 'Please give the reason for refusing',
  // console settings
  'setting.min_above_max': 'The minimum withdrawal cannot be above the maximum.',
  'operator.username_taken': 'This account name is already taken.',
  'operator.choose_shop': 'Please choose the merchant’s shop.',
  'notify.price_drop_title': 'Price drop',
  'notify.price_drop': '{title} is now {new} (was {old}).',
  'notify.back_in_stock_title': 'Back in stock',
  'notify.back_in_stock': '{title} is back in stock.',
  'notify.recharge_passed_title': 'Top-up approved',
  'notify.recharge_passed': 'Your top-up of {amount} has been credited to your balance. {remark}',
  'notify.recharge_refused_title': 'Top-up refused',
  'notify.recharge_refused': 'Your top-up of {amount} was refused. {remark}',
  'notify.recharge_submitted_title': 'Top-up submitted',
  'notify.recharge_submitted': 'Your top-up of {amount} was received and is waiting for audit.',
  'notify.withdrawal_passed_title': 'Withdrawal paid out',
  'notify.withdrawal_passed':
    'Your withdrawal of {amount} has been paid out: {actual} after a service charge of {fee}. {remark}',
  'notify.withdrawal_refused_title': 'Withdrawal refused',
  'notify.withdrawal_refused':
    'Your withdrawal of {amount} was refused and the amount is back in your balance. {remark}',
  'notify.withdrawal_submitted_title': 'Withdrawal submitted',
  'notify.withdrawal_submitted':
    'Your withdrawal of {amount} is waiting for audit. The amount is held until it is decided.',

  // Address
  'address.choose_shipping': 'Please choose shipping address',
  'address.enter_addressee': 'Please enter addressee',
  'address.enter_mobile': 'Please enter your mobile phone number',
  'address.fill_area': 'Please fill in the area',
  'address.fill_detail': 'Please fill in the detailed address',
  'address.fill_tag': 'Please fill in the tag',

  // Passwords and payment code
  'password.must_differ': 'New password must be different from the old one',
  'password.paycode_must_differ': 'New payment code must be different from the old one',
  'password.not_match': 'Passwords do not match',
  'password.too_short': 'Password must be at least 6 characters long',
  'password.paycode_format': 'payment code must be at least 6 characters and only numbers',
  'password.old_required': 'Please enter the old password',
  'password.old_incorrect': 'The old password is incorrect',
  'password.captcha_incorrect': 'The verification code is incorrect or has expired',

  // Checkout and payment
  'checkout.select_item': 'Please select item to checkout',
  'checkout.insufficient_stock': 'Insufficient stock',
  'checkout.unfunded_units_limit':
    'Your balance does not cover your unpaid orders: at most {max} of one product can wait unpaid. Pay or cancel your unpaid orders, or top up first',
  'checkout.unfunded_orders_limit':
    'Your balance does not cover your unpaid orders: at most {max} orders can wait unpaid. Pay or cancel your unpaid orders, or top up first',
  'payment.enter_password': 'Please enter your payment code',
  'payment.password_incorrect_left':
    'Payment code is incorrect. {left} tries left before payment locks for {minutes} minutes',
  'payment.password_incorrect_last': 'Payment code is incorrect. 1 try left before payment locks for {minutes} minutes',
  'payment.password_not_set': 'Please set a payment code first',
  'payment.locked': 'Too many wrong payment codes, please try again in {minutes} minutes',
  'payment.in_progress': 'A payment is already in progress, please wait a moment and try again',
  'wallet.insufficient_balance': 'Insufficient balance',

  // Orders, refunds, reviews
  'order.status_not_allowed': 'This action is not allowed in the current order status',

  // Cart, checkout, promo codes and order events (orders domain)
  'cart.product_unavailable': 'This product is no longer available',
  'cart.choose_spec': 'Please choose a specification',
  'promo.not_found': 'This promo code does not exist',
  'promo.not_started': 'This promo code is not valid yet',
  'promo.expired': 'This promo code has expired',
  'promo.wrong_shop': 'This promo code does not apply to the items in this order',
  'promo.min_spend': 'Spend at least {amount} to use this promo code',
  'promo.used_up': 'You have already used this promo code',
  'promo.exhausted': 'This promo code has been fully redeemed',
  'order.logistics_shipped': 'Shipped by {company}, tracking number {number}',
  'notify.order_shipped_title': 'Your order has shipped',
  'notify.order_shipped': 'Order {order_sn} was shipped by {company}, tracking number {number}.',
  'notify.order_paid_title': 'Payment received',
  'notify.order_paid': 'You paid {amount} for order {order_sn}. The shop will ship it soon.',

  'refund.fill_amount': 'Please fill in the refund amount',
  'refund.amount_negative': 'Refund amount cannot be negative',
  'refund.fill_reason': 'Please fill in the reason and explanation',
  'refund.upload_proof': 'Please upload proof',
  'refund.amount_exceeds': 'Refund amount cannot be larger than the amount paid',
  'refund.whole_items': 'Before the goods are shipped, a refund returns whole items: {amount} for the items chosen',
  'refund.item_refunded': 'These items have already been refunded',
  'refund.return_unshipped': 'The goods have not been shipped yet: choose a refund without return',
  'review.content_empty': 'Review content cannot be empty',
  'review.score_range': 'Scores must be whole numbers from 1 to 5',
  // After-sale: refunds, reviews, notifications, merchant entry, customer service
  'refund.choose_items': 'Please choose the items to refund',
  'refund.too_many_images': 'You can upload at most {max} pictures',
  'refund.fill_company': 'Please fill in the courier company',
  'refund.fill_number': 'Please fill in the tracking number',
  'refund.status_not_allowed': 'This action is not allowed in the current refund status',
  'review.not_yet': 'You can review once the order has been received',
  'review.already': 'You have already reviewed this item',
  'notify.refund_approved_title': 'Refund approved',
  'notify.refund_approved': '{amount} for order {order_sn} is back in your balance. {remark}',
  'notify.return_approved_title': 'Return approved',
  'notify.return_approved': 'Please send the goods of order {order_sn} back and enter the tracking number. {remark}',
  'notify.refund_refused_title': 'Refund refused',
  'notify.refund_refused': 'Your refund request for order {order_sn} was refused. {remark}',
  'notify.refund_requested_title': 'Refund request received',
  'notify.refund_requested':
    'Your refund request of {amount} for order {order_sn} was received and is waiting for the shop.',
  'merchant.fill_shop_name': 'Please fill in the shop name',
  'merchant.fill_contact': 'Please fill in the contact name',
  'merchant.choose_category': 'Please choose a category',
  'merchant.fill_description': 'Please describe what you will sell',
  'merchant.pending_exists': 'You already have an application under review',
  'service.email': 'Email',
  'service.phone': 'Phone',
  'service.hours': 'Service hours',
  'service.hours_value': 'Every day, 9:00–21:00',
  'service.whatsapp': 'WhatsApp',
  'service.telegram': 'Telegram',
  'service.line': 'LINE',

  // Accounts, mail codes and uploads
  'login.third_platform_unknown': 'This sign-in platform is not supported.',
  'login.third_sign_invalid': 'The sign-in request is invalid or has expired.',
  'login.quick_invalid': 'The login link is invalid or has expired.',
  'register.correct_mobile': 'Please fill correct mobile phone number',
  'register.invite_invalid': 'The invitation code does not exist.',
  'password.enter_new': 'Please enter the new password',
  'ems.sent': 'If this email is registered, a verification code has been sent.',
  'ems.too_frequent': 'Please wait a minute before requesting another code.',
  'ems.daily_limit': 'Too many codes have been requested today, please try again tomorrow.',
  'ems.mail_subject': 'Your Bazaar verification code',
  'ems.mail_body':
    'Your verification code is {code}. It is valid for {minutes} minutes. If you did not request it, you can ignore this email.',
  'upload.no_file': 'Please choose an image to upload',
  'upload.not_image': 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  'upload.too_large': 'The image cannot be larger than 5 MB',
  'upload.too_complex': 'This image has too many frames to process, please upload a still image or a shorter animation',
  'upload.busy': 'Many images are being processed right now, please try again in a moment',
  'upload.not_owned': 'This image was not uploaded by you.',
  'language.unsupported': 'This language is not supported.',

  // Content editors of the console (admin/banner, network, promo, article)
  'content_admin.invalid_image': 'Upload an image or give an http(s) address',
  'content_admin.invalid_link': 'The link must be a shop path starting with "/", e.g. /product/3',
  'content_admin.invalid_address': 'Enter the deposit address without spaces',
  'content_admin.network_in_use': 'This network has recharges or withdrawals: hide it instead of deleting it',
  'content_admin.xpub_private':
    'Never store a private key: enter the account’s extended public key (xpub…), not an xprv',
  'content_admin.xpub_invalid': 'Enter a valid extended public key starting with xpub',
  'content_admin.xpub_locked':
    'Shoppers already have deposit addresses from this key: its key and address format cannot change here; use “Replace key”',
  'content_admin.xpub_public_test_key':
    'This key belongs to a public test wallet whose private keys anyone knows: enter your own wallet’s account xpub',
  'content_admin.xpub_unchanged': 'This is already the network’s key: enter the new account xpub',
  'content_admin.xpub_retired':
    'This key was replaced on this network before: its addresses are never handed out again; enter a new key',
  'content_admin.retire_until_past':
    'Choose a time from now on until which deposits to the old addresses are still credited',
  'content_admin.network_same_chain_and_key':
    'Another network already watches this token contract on this RPC with the same key: each deposit would be seen twice',
  'content_admin.invalid_rpc_url': 'Enter the RPC address as an http(s) URL',
  'content_admin.rpc_url_private':
    'The RPC host must be a public address: loopback, private and unresolvable hosts are refused',
  'content_admin.invalid_token_contract':
    'Enter the token contract as a 0x… address (EVM) or a T… address (TRON), matching the address format',
  'content_admin.code_format': 'A promo code has 3 to 32 letters, digits, "-" or "_"',
  'content_admin.code_taken': 'This promo code already exists',
  'content_admin.amount_required': 'Enter the discount amount',
  'content_admin.percent_required': 'Enter a discount percent from 1 to 100',
  'content_admin.time_order': 'The end time must be after the start time',
  'content_admin.promo_in_use': 'This promo code has been used: hide it instead of deleting it',
  'content_admin.key_format': 'The key may only have lower-case letters, digits and "-"',
  'content_admin.key_taken': 'Another article of this type already uses this key',
  'content_admin.english_required': 'Please write at least the English title',

  // Catalog (product detail, shops, follows, favourites)
  'catalog.product_not_found': 'The product does not exist or is no longer on sale.',
  'catalog.shop_not_found': 'The shop does not exist or is closed.',
  ...adminCatalogMessages.en,
  ...statementMessages.en,
  ...adminDeskMessages.en,
  ...chatMessages.en,
  ...voucherMessages.en,
  ...flashMessages.en,
  ...pushMessages.en,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

// The whole public surface of @bazaar/design-system. Styles: import
// '@bazaar/design-system/style.css' once in the app (components also import
// their own CSS, so bundlers that honour side effects pick it up either way).
export { ThemeProvider, enableAntdMobileOnReact19, type ThemeProviderProps } from './theme';
export { localeFor, LANGUAGE_CODES, enUS, zhCN, jaJP, koKR, thTH, viVN, type LanguageCode, type Locale } from './theme';

export {
  formatCount,
  formatDecimal,
  formatMinutes,
  formatPercent,
  numberFormat,
  numberLocale,
  useNumberFormat,
  useNumberLocale,
} from './number-format';
export {
  Price,
  priceDefaults,
  formatMoneyIn,
  moneyParts,
  toCents,
  useFormatMoney,
  useFormatPrice,
  formatPriceIn,
  useMoneyLocale,
  type MoneyParts,
  type PriceProps,
} from './components/price';
export {
  LazyImage,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_RETRIES,
  LAZY_IMAGE_THROTTLE_MS,
  clearLoadedCache,
  markImageLoaded,
  type LazyImageProps,
} from './components/lazy-image';
export {
  ProductCard,
  ProductCardSkeleton,
  productCardDefaults,
  type ProductCardProps,
  type ProductCardData,
  type ProductCardSkeletonProps,
} from './components/product-card';
export {
  PullRefreshList,
  pullRefreshListDefaults,
  LOAD_MORE_OFFSET,
  PULL_HEAD_HEIGHT,
  PULL_COMPLETE_DELAY,
  type PullRefreshListProps,
} from './components/pull-refresh-list';
export { ShopCard, shopCardDefaults, type ShopCardProps, type ShopCardData } from './components/shop-card';
export { CategoryGrid, type CategoryGridProps, type CategoryItem } from './components/category-grid';
export { BannerCarousel, type BannerCarouselProps, type BannerItem } from './components/banner-carousel';
export { SectionHeader, type SectionHeaderProps } from './components/section-header';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { StatusBanner, type StatusBannerProps } from './components/status-banner';
export { Toast, type ToastHandler } from './components/toast';
export { SearchBar, type SearchBarProps } from './components/search-bar';
export { ProductGrid, type ProductGridProps } from './components/product-grid';
export { ProductStrip, productStripDefaults, type ProductStripProps } from './components/product-strip';
export { Stepper, stepperDefaults, type StepperProps } from './components/stepper';
export { Rating, type RatingProps } from './components/rating';
export { SortBar, type SortBarProps, type SortOption } from './components/sort-bar';
export { SearchHistory, type SearchHistoryProps } from './components/search-history';
export { ReviewItem, type ReviewItemProps, type ReviewItemData } from './components/review-item';
export { ShopHeader, type ShopHeaderProps, type ShopHeaderData } from './components/shop-header';
export { Gallery, type GalleryProps } from './components/gallery';
export {
  SkuPicker,
  findSku,
  isValueAvailable,
  type SkuPickerProps,
  type SkuOption,
  type SkuSpec,
} from './components/sku-picker';
export { FormPage, FormField, type FormPageProps, type FormFieldProps } from './components/form-page';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { CodeInput, type CodeInputProps } from './components/code-input';
export { MenuList, type MenuListProps, type MenuItem } from './components/menu-list';
export { UserHeader, UserHeaderStat, type UserHeaderProps, type UserHeaderStatProps } from './components/user-header';
export { StatRow, type StatRowProps, type StatItem } from './components/stat-row';
export { BagItem, bagItemDefaults, type BagItemProps, type BagItemData } from './components/bag-item';
export { ShopGroup, shopGroupDefaults, type ShopGroupProps } from './components/shop-group';
export {
  OrderCard,
  OrderLine,
  OrderActionButtons,
  orderCardDefaults,
  type OrderCardProps,
  type OrderCardData,
  type OrderCardAction,
  type OrderLineProps,
  type OrderLineData,
  type OrderActionButtonsProps,
} from './components/order-card';
export {
  OrderStatusTabs,
  orderStatusTabsDefaults,
  type OrderStatusTabsProps,
  type OrderStatusTab,
} from './components/order-status-tabs';
export {
  PriceSummary,
  priceSummaryDefaults,
  type PriceSummaryProps,
  type PriceSummaryRow,
} from './components/price-summary';
export {
  PaymentCodeSheet,
  paymentCodeSheetDefaults,
  type PaymentCodeSheetProps,
} from './components/payment-code-sheet';
export {
  LogisticsTimeline,
  formatDateTime,
  type LogisticsTimelineProps,
  type LogisticsLine as LogisticsLineData,
} from './components/logistics-timeline';
export {
  AddressCard,
  addressCardDefaults,
  type AddressCardProps,
  type AddressCardData,
} from './components/address-card';
// Wallet (top-up, withdrawal, fund records)
export { BalanceCard, balanceCardDefaults, type BalanceCardProps } from './components/balance-card';
export { AmountInput, amountInputDefaults, cleanAmount, type AmountInputProps } from './components/amount-input';
export { NetworkPicker, type NetworkPickerProps, type NetworkOption } from './components/network-picker';
export { EvidenceUploader, evidenceUploaderDefaults, type EvidenceUploaderProps } from './components/evidence-uploader';
export { StatusTag, type StatusTagProps, type StatusTone } from './components/status-tag';
export { RecordItem, recordItemDefaults, type RecordItemProps, type RecordDetail } from './components/record-item';
export { DepositAddress, depositAddressDefaults, type DepositAddressProps } from './components/deposit-address';
export { DepositAddressCard, type DepositAddressCardProps } from './components/deposit-address-card';
// After-sale, reviews, notifications and content
export { StarRatingInput, starRatingInputDefaults, type StarRatingInputProps } from './components/star-rating-input';
export { ImageUploader, imageUploaderDefaults, type ImageUploaderProps } from './components/image-uploader';
export {
  SkuEditor,
  skuEditorDefaults,
  skuGrid,
  comboKey,
  type SkuEditorProps,
  type SkuEditorTexts,
  type SkuEditorRow,
  type SkuEditorSpec,
  type SkuEditorValue,
} from './components/sku-editor';
export { NotificationItem, notificationItemDefaults, type NotificationItemProps } from './components/notification-item';
export { ArticleView, type ArticleViewProps } from './components/article-view';
export {
  AddressForm,
  type AddressFormProps,
  type AddressFormTexts,
  type AddressFormValue,
} from './components/address-form';
export { RefundForm, type RefundFormProps, type RefundFormTexts, type RefundFormValue } from './components/refund-form';
export {
  confirmDialog,
  alertDialog,
  type ConfirmDialogOptions,
  type AlertDialogOptions,
} from './components/confirm-dialog';
export {
  DataTable,
  dataTableTexts,
  type DataTableColumn,
  type DataTableProps,
  type DataTableTexts,
  type SortOrder,
} from './components/data-table';
export { DESK_MEDIA_QUERY, useDeskWidth, useMediaQuery } from './utils/use-media-query';
export { useOpenedOnce } from './utils/use-opened-once';
export { visibleText } from './utils/visible-text';
export {
  ChatBubble,
  chatBubbleDefaults,
  type ChatBubbleProps,
  type ChatBubbleProduct,
  type ChatBubbleOrder,
} from './components/chat-bubble';
export { ChatComposer, chatComposerDefaults, type ChatComposerProps } from './components/chat-composer';
export {
  ChatConversationRow,
  chatConversationRowDefaults,
  type ChatConversationRowProps,
} from './components/chat-conversation-row';
export { ChatInbox, chatInboxDefaults, type ChatInboxProps } from './components/chat-inbox';
export {
  VoucherStrip,
  VoucherTicket,
  voucherTicketDefaults,
  type VoucherStripProps,
  type VoucherTicketProps,
  type VoucherTicketScope,
  type VoucherTicketState,
} from './components/voucher-ticket';
export { Countdown, countdownDefaults, secondsLeft, spokenTimeLeft, type CountdownProps } from './components/countdown';
export { FlashProgress, type FlashProgressProps } from './components/flash-progress';
export {
  FlashItemCard,
  flashItemCardDefaults,
  type FlashItemCardData,
  type FlashItemCardProps,
} from './components/flash-item-card';
export { FlashStrip, flashStripDefaults, type FlashStripProps } from './components/flash-strip';
export { FlashPrice, flashPriceDefaults, type FlashPriceProps } from './components/flash-price';

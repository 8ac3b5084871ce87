import { Button, Input, Selector, TextArea } from 'antd-mobile';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { LoadingLabel } from '../../utils/loading-label';
import { cx } from '../../utils/pressable';
import { FormField, FormPage } from '../form-page';
import { ImageUploader } from '../image-uploader';
import './refund-form.css';

/** The fields of a refund request: type, product status, amount, reason and pictures. */
export type RefundFormValue = {
  type: 'refund_only' | 'return_refund';
  goods_status: 'received' | 'not_received';
  /** As typed, e.g. "12.50". */
  amount: string;
  reason: string;
  explain: string;
  images: string[];
};

/** The translated labels, choices and messages of the refund form. */
export type RefundFormTexts = {
  type: string;
  typeOptions: Record<RefundFormValue['type'], string>;
  goodsStatus: string;
  goodsStatusOptions: Record<RefundFormValue['goods_status'], string>;
  amount: string;
  /** Under the amount, e.g. "At most 25.00". */
  amountHint?: ReactNode;
  reason: string;
  explain: string;
  explainPlaceholder?: string;
  proof: string;
  addPicture: ReactNode;
  uploading: ReactNode;
  removePicture?: string;
  submit: ReactNode;
};

/** The refund request being filled in, its bounds and texts, and what a change and submitting do. */
export type RefundFormProps = {
  value: RefundFormValue;
  onChange: (value: RefundFormValue) => void;
  onSubmit: () => void;
  texts: RefundFormTexts;
  /** The reasons to choose from. */
  reasons: string[];
  /** Sends a proof picture, resolves to its url. */
  upload: (file: File) => Promise<string>;
  /** The refund types offered, in order (e.g. no return for goods never shipped). @default both */
  types?: readonly RefundFormValue['type'][];
  /** The goods statuses offered, in order. @default both */
  goodsStatuses?: readonly RefundFormValue['goods_status'][];
  /** The amount is set by the caller (e.g. whole items) and shown, not typed. @default false */
  amountReadOnly?: boolean;
  /** Currency symbol before the amount. @default '$' */
  symbol?: string;
  /** @default 6 */
  maxImages?: number;
  submitting?: boolean;
  /** Something above the fields, e.g. the order and its items. */
  header?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

const refundFormDefaults = {
  types: ['refund_only', 'return_refund'],
  goodsStatuses: ['not_received', 'received'],
  symbol: '$',
} as const;

/**
 * A refund request: refund only or return and refund, goods status, amount with its currency (two
 * decimals at most; the caller bounds it, or sets it and makes it read-only), reason, explanation
 * and proof pictures. The caller checks the value on submit and shows its own messages.
 */
export function RefundForm({
  value,
  onChange,
  onSubmit,
  texts,
  reasons,
  upload,
  types = refundFormDefaults.types,
  goodsStatuses = refundFormDefaults.goodsStatuses,
  amountReadOnly = false,
  symbol = refundFormDefaults.symbol,
  maxImages = 6,
  submitting = false,
  header,
  className,
  style,
}: RefundFormProps) {
  const id = useId();
  const set = (patch: Partial<RefundFormValue>) => onChange({ ...value, ...patch });
  const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
    keys.map((key) => ({ value: key, label: labels[key] }));
  return (
    <FormPage
      className={cx('bz-refund-form', className)}
      style={style}
      onSubmit={onSubmit}
      description={header}
      actions={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={submitting}
          loadingIcon={<LoadingLabel>{texts.submit}</LoadingLabel>}
        >
          {texts.submit}
        </Button>
      }
    >
      <FormField label={texts.type} htmlFor={`${id}-type`}>
        <div id={`${id}-type`} role="group" aria-label={texts.type}>
          <Selector
            columns={2}
            options={options(types, texts.typeOptions)}
            value={[value.type]}
            onChange={(v) => v[0] && set({ type: v[0] })}
          />
        </div>
      </FormField>
      <FormField label={texts.goodsStatus} htmlFor={`${id}-goods`}>
        <div id={`${id}-goods`} role="group" aria-label={texts.goodsStatus}>
          <Selector
            columns={2}
            options={options(goodsStatuses, texts.goodsStatusOptions)}
            value={[value.goods_status]}
            onChange={(v) => v[0] && set({ goods_status: v[0] })}
          />
        </div>
      </FormField>
      <FormField label={texts.amount} htmlFor={`${id}-amount`}>
        <div className="bz-refund-form__amount">
          <span className="bz-refund-form__symbol">{symbol}</span>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            readOnly={amountReadOnly}
            value={value.amount}
            // Digits and one point with two decimals: anything else never reaches the value.
            onChange={(text) => !amountReadOnly && /^-?\d*(\.\d{0,2})?$/.test(text) && set({ amount: text })}
          />
        </div>
      </FormField>
      {texts.amountHint && <p className="bz-refund-form__hint">{texts.amountHint}</p>}
      <FormField label={texts.reason} htmlFor={`${id}-reason`}>
        <div id={`${id}-reason`} role="group" aria-label={texts.reason}>
          <Selector
            columns={2}
            options={reasons.map((r) => ({ value: r, label: r }))}
            value={value.reason ? [value.reason] : []}
            onChange={(v) => set({ reason: v[0] ?? '' })}
          />
        </div>
      </FormField>
      <FormField label={texts.explain} htmlFor={`${id}-explain`}>
        <TextArea
          id={`${id}-explain`}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={1000}
          showCount
          value={value.explain}
          placeholder={texts.explainPlaceholder}
          onChange={(explain) => set({ explain })}
        />
      </FormField>
      <div className="bz-refund-form__proof">
        <span className="bz-refund-form__label">{texts.proof}</span>
        <ImageUploader
          value={value.images}
          onChange={(images) => set({ images })}
          upload={upload}
          max={maxImages}
          addLabel={texts.addPicture}
          uploadingText={texts.uploading}
          {...(texts.removePicture ? { removeLabel: texts.removePicture } : {})}
        />
      </div>
    </FormPage>
  );
}

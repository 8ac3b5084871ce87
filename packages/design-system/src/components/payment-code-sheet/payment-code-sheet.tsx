import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { NumberKeyboard, PasscodeInput, Popup, type PasscodeInputRef } from 'antd-mobile';
import { Price } from '../price';
import { cx } from '../../utils/pressable';
import './payment-code-sheet.css';

/** Whether the sheet is open, the amount to pay, the error to show, and what a full code and closing do. */
export type PaymentCodeSheetProps = {
  visible: boolean;
  onClose: () => void;
  /**
   * Called with the full code. While it runs the pad is locked; when it rejects
   * the pad is cleared for another try (the caller shows the reason in `error`).
   */
  onSubmit: (code: string) => Promise<unknown>;
  /** e.g. "Enter payment code". */
  title: ReactNode;
  /** The amount to pay, shown under the title. */
  amount?: string | number;
  /** Message under the pad (wrong code, locked …); also marks the cells red. */
  error?: ReactNode;
  /** Under the pad, e.g. a "Forgot payment code?" link. */
  footer?: ReactNode;
  /** Digits of the code. @default 6 */
  length?: number;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Currency symbol. @default '$' */
  symbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** The code's length (6 digits) and the close button's English name when not given. */
export const paymentCodeSheetDefaults = { length: 6, closeLabel: 'Close' } as const;

/** A bottom sheet asking for the payment code on a 6-digit pad with an on-screen number keyboard. */
export function PaymentCodeSheet({
  visible,
  onClose,
  onSubmit,
  title,
  amount,
  error,
  footer,
  length = paymentCodeSheetDefaults.length,
  closeLabel = paymentCodeSheetDefaults.closeLabel,
  symbol,
  className,
  style,
}: PaymentCodeSheetProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // Slid in: until then a tap on the mask is the second tap of the one that opened the sheet (a
  // double tap on "Pay now"), which must not close it again.
  const [shown, setShown] = useState(false);
  const input = useRef<PasscodeInputRef>(null);
  const pad = useRef<HTMLDivElement>(null);

  // Every opening starts with an empty pad.
  useEffect(() => {
    if (visible) setCode('');
    else setShown(false);
  }, [visible]);
  // Digits come from the on-screen keyboard; PasscodeInput still renders its native input inside
  // its button, a focusable control nested in another. Disabled, it is out of the way.
  useEffect(() => {
    pad.current?.querySelector('input')?.setAttribute('disabled', '');
  });

  const fill = (value: string) => {
    if (busy) return;
    setBusy(true);
    onSubmit(value)
      .catch(() => {
        setCode('');
        input.current?.focus();
      })
      .finally(() => setBusy(false));
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={busy || !shown ? undefined : onClose}
      afterShow={() => {
        setShown(true);
        input.current?.focus();
      }}
      bodyClassName={cx('bz-payment-code-sheet', className)}
      bodyStyle={style}
    >
      <div className="bz-payment-code-sheet__head">
        <h2 className="bz-payment-code-sheet__title">{title}</h2>
        <button
          type="button"
          className="bz-payment-code-sheet__close"
          aria-label={closeLabel}
          onClick={onClose}
          disabled={busy}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {amount !== undefined && (
        <Price className="bz-payment-code-sheet__amount" value={amount} size="l" symbol={symbol} />
      )}
      <div ref={pad}>
        <PasscodeInput
          ref={input}
          className="bz-payment-code-sheet__pad"
          length={length}
          seperated
          value={code}
          error={!!error && code.length === 0}
          onChange={(v) => !busy && setCode(v.replace(/\D/g, ''))}
          onFill={fill}
          keyboard={<NumberKeyboard />}
        />
      </div>
      {error && (
        <p className="bz-payment-code-sheet__error" role="alert">
          {error}
        </p>
      )}
      {footer && <div className="bz-payment-code-sheet__foot">{footer}</div>}
    </Popup>
  );
}

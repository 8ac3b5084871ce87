import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx, pressableProps } from '../../utils/pressable';
import './voucher-ticket.css';

/** Who a voucher comes from or what it pays: a shop, the platform, or shipping. */
export type VoucherTicketScope = 'shop' | 'platform' | 'shipping';
/** `available`: can be collected or used; `used` and `expired` are grey records; `unusable` says why in `note`. */
export type VoucherTicketState = 'available' | 'used' | 'expired' | 'unusable';

/** The voucher to show (value, title, condition, validity), its scope and state, and its action. */
export type VoucherTicketProps = {
  /** Who gives it: colours the stub. */
  scope: VoucherTicketScope;
  /** Formatted by the caller, e.g. "฿3.00 off", "10% off". */
  value: ReactNode;
  /** E.g. "Min. spend ฿30.00 · up to ฿2.00". */
  condition?: ReactNode;
  title: ReactNode;
  /** The scope in words, e.g. "Shop voucher", "Free shipping". */
  scopeLabel: ReactNode;
  /** E.g. "Valid until 12 Dec". */
  validity?: ReactNode;
  /** Marks a voucher that ends soon with this text, e.g. "Ends in 2 days". */
  endingSoon?: ReactNode;
  /** @default 'available' */
  state?: VoucherTicketState;
  /** The state in words for `used` and `expired`, e.g. "Used". */
  stateLabel?: ReactNode;
  /** A line under the ticket, e.g. why it cannot be used here. */
  note?: ReactNode;
  /** A button at the end, e.g. Collect, or "Collected". */
  action?: ReactNode;
  /** Choosing at checkout: the ticket is a radio, checked when `selected`. */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: () => void;
  /** A narrower ticket for strips. @default false */
  compact?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** An available voucher in full size when not told otherwise. */
export const voucherTicketDefaults = { state: 'available', compact: false } as const;

/** A voucher as a ticket: its value on a coloured stub, then title, condition, validity and an action. */
export function VoucherTicket({
  scope,
  value,
  condition,
  title,
  scopeLabel,
  validity,
  endingSoon,
  state = voucherTicketDefaults.state,
  stateLabel,
  note,
  action,
  selectable = false,
  selected = false,
  onSelect,
  compact = voucherTicketDefaults.compact,
  className,
  style,
}: VoucherTicketProps) {
  const titleId = useId();
  const inactive = state !== 'available';
  const radio = selectable
    ? {
        ...pressableProps(state === 'unusable' ? undefined : onSelect),
        role: 'radio',
        'aria-checked': selected,
        'aria-disabled': state === 'unusable' || undefined,
      }
    : {};
  return (
    <div
      className={cx(
        'bz-voucher-ticket',
        `bz-voucher-ticket--${scope}`,
        inactive && 'bz-voucher-ticket--inactive',
        selected && 'bz-voucher-ticket--selected',
        compact && 'bz-voucher-ticket--compact',
        className,
      )}
      style={style}
      aria-labelledby={selectable ? titleId : undefined}
      {...radio}
    >
      <div className="bz-voucher-ticket__stub">
        <strong className="bz-voucher-ticket__value">{value}</strong>
        {condition && <span className="bz-voucher-ticket__condition">{condition}</span>}
      </div>
      <div className="bz-voucher-ticket__body">
        <span className="bz-voucher-ticket__scope">{scopeLabel}</span>
        <span className="bz-voucher-ticket__title" id={titleId}>
          {title}
        </span>
        {(validity || endingSoon) && (
          <span className="bz-voucher-ticket__validity">
            {endingSoon && <mark className="bz-voucher-ticket__soon">{endingSoon}</mark>}
            {validity}
          </span>
        )}
        {note && <span className="bz-voucher-ticket__note">{note}</span>}
      </div>
      {(action || (inactive && stateLabel) || selectable) && (
        <div className="bz-voucher-ticket__action">
          {inactive && stateLabel ? <span className="bz-voucher-ticket__state">{stateLabel}</span> : action}
          {selectable && <span className="bz-voucher-ticket__check" aria-hidden="true" />}
        </div>
      )}
    </div>
  );
}

/** The strip's title, the vouchers in it and what sits beside the title. */
export type VoucherStripProps = {
  /** The strip's heading (also its accessible name). */
  title: ReactNode;
  /** Compact tickets, side by side, scrolling sideways. */
  children: ReactNode;
  /** A link or button beside the title, e.g. "My vouchers". */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** A titled row of vouchers that scrolls sideways (home, a shop, a product). */
export function VoucherStrip({ title, children, extra, className, style }: VoucherStripProps) {
  const titleId = useId();
  return (
    <section className={cx('bz-voucher-strip', className)} style={style} aria-labelledby={titleId}>
      <div className="bz-voucher-strip__head">
        <h2 className="bz-voucher-strip__title" id={titleId}>
          {title}
        </h2>
        {extra}
      </div>
      {/* Focusable so that a keyboard can scroll it. */}
      <div className="bz-voucher-strip__row" tabIndex={0} role="group" aria-labelledby={titleId}>
        {children}
      </div>
    </section>
  );
}

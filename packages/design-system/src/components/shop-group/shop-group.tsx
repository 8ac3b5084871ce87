import type { CSSProperties, ReactNode } from 'react';
import { Checkbox } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import './shop-group.css';

/** The shop a group of lines belongs to, what sits at its end (status), its checkbox and its footer. */
export type ShopGroupProps = {
  shop: { id: number | string; name: string; logo?: string };
  /** Shows the group checkbox (select the shop's lines) when given. */
  onCheck?: (checked: boolean) => void;
  /** Every selectable line of the shop is selected. @default false */
  checked?: boolean;
  /** Some lines are selected. @default false */
  indeterminate?: boolean;
  /** No line can be selected (all invalid). @default false */
  checkDisabled?: boolean;
  /** Accessible name of the checkbox, followed by the shop name. @default 'Select all of' */
  checkLabel?: string;
  /** Opens the shop. */
  onShopClick?: () => void;
  /** Right side of the header, e.g. an order status. */
  extra?: ReactNode;
  /** Under the lines, e.g. freight and subtotal. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The English start of the shop checkbox's name ("Select all of" the shop) when not given. */
export const shopGroupDefaults = { checkLabel: 'Select all of' } as const;

/** A card grouping the lines of one shop (bag, checkout, orders) under its name. */
export function ShopGroup({
  shop,
  onCheck,
  checked = false,
  indeterminate = false,
  checkDisabled = false,
  checkLabel = shopGroupDefaults.checkLabel,
  onShopClick,
  extra,
  footer,
  children,
  className,
  style,
}: ShopGroupProps) {
  const name = (
    <>
      {shop.logo && <LazyImage className="bz-shop-group__logo" src={shop.logo} alt="" />}
      <span className="bz-shop-group__name">{shop.name}</span>
      {onShopClick && (
        <svg className="bz-shop-group__arrow" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </>
  );
  return (
    <section className={cx('bz-shop-group', className)} style={style} aria-label={shop.name}>
      <header className="bz-shop-group__head">
        {onCheck && (
          <Checkbox
            className="bz-shop-group__check"
            checked={checked}
            indeterminate={indeterminate}
            disabled={checkDisabled}
            onChange={onCheck}
          >
            <span className="bz-visually-hidden">{`${checkLabel} ${shop.name}`}</span>
          </Checkbox>
        )}
        {onShopClick ? (
          <button type="button" className="bz-shop-group__shop" onClick={onShopClick}>
            {name}
          </button>
        ) : (
          <span className="bz-shop-group__shop">{name}</span>
        )}
        {extra && <span className="bz-shop-group__extra">{extra}</span>}
      </header>
      <div className="bz-shop-group__body">{children}</div>
      {footer && <footer className="bz-shop-group__foot">{footer}</footer>}
    </section>
  );
}

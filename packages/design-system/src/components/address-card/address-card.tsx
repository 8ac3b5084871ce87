import type { CSSProperties, ReactNode } from 'react';
import { cx, pressableProps } from '../../utils/pressable';
import './address-card.css';

/** The fields of a delivery address that the card shows. */
export type AddressCardData = {
  name: string;
  mobile: string;
  area: string;
  address: string;
  tag?: string;
  is_default?: boolean;
};

/** The delivery address to show (or a placeholder when there is none), its labels, and what a tap does. */
export type AddressCardProps = {
  /** Without an address the card shows `placeholder`. */
  address?: AddressCardData | null;
  /** e.g. "Please choose shipping address". */
  placeholder?: ReactNode;
  /** Badge of the default address. @default 'Default' */
  defaultLabel?: string;
  /** Makes the card a button with an arrow. */
  onClick?: () => void;
  /** Right side instead of the arrow, e.g. a radio or an edit button. */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The English label of the default-address badge when not given. */
export const addressCardDefaults = { defaultLabel: 'Default' } as const;

/** A compact delivery address: addressee and phone, tag and default badge, area and street. */
export function AddressCard({
  address,
  placeholder,
  defaultLabel = addressCardDefaults.defaultLabel,
  onClick,
  extra,
  className,
  style,
}: AddressCardProps) {
  return (
    <div
      className={cx('bz-address-card', onClick && 'bz-address-card--clickable', className)}
      style={style}
      {...pressableProps(onClick)}
    >
      <svg className="bz-address-card__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          fill="currentColor"
        />
      </svg>
      {address ? (
        <div className="bz-address-card__body">
          <div className="bz-address-card__who">
            <span className="bz-address-card__name">{address.name}</span>
            <span className="bz-address-card__mobile">{address.mobile}</span>
            {address.is_default && <span className="bz-address-card__badge">{defaultLabel}</span>}
            {address.tag && <span className="bz-address-card__tag">{address.tag}</span>}
          </div>
          <div className="bz-address-card__where">
            {address.area} {address.address}
          </div>
        </div>
      ) : (
        <div className="bz-address-card__body bz-address-card__placeholder">{placeholder}</div>
      )}
      {extra ??
        (onClick && (
          <svg className="bz-address-card__arrow" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ))}
    </div>
  );
}

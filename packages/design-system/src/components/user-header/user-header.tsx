import type { CSSProperties, ReactNode } from 'react';
import { cx, pressableProps } from '../../utils/pressable';
import './user-header.css';

/** Who is shown at the top of the "me" page (avatar, name, subtitle), the figures beside them, and what a tap does. */
export type UserHeaderProps = {
  /** Avatar image URL; the initial of `name` is shown without one. */
  avatar?: string;
  name: ReactNode;
  /** A line under the name (email, account id). */
  subtitle?: ReactNode;
  /** Makes the avatar and name one touch target (e.g. to the profile). */
  onPress?: () => void;
  /** Below the name row, e.g. balances. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The top of the "me" page: avatar, name and a slot for balances, on the brand colour. */
export function UserHeader({ avatar, name, subtitle, onPress, children, className, style }: UserHeaderProps) {
  const initial = typeof name === 'string' ? name.trim().charAt(0).toUpperCase() : '';
  return (
    <header className={cx('bz-user-header', className)} style={style}>
      <div className="bz-user-header__who" {...pressableProps(onPress)}>
        <span className="bz-user-header__avatar">
          {avatar ? <img src={avatar} alt="" /> : <span aria-hidden="true">{initial}</span>}
        </span>
        <span className="bz-user-header__text">
          <span className="bz-user-header__name">{name}</span>
          {subtitle && <span className="bz-user-header__subtitle">{subtitle}</span>}
        </span>
      </div>
      {children && <div className="bz-user-header__extra">{children}</div>}
    </header>
  );
}

/** One figure in the user header, such as the balance: its label and value. */
export type UserHeaderStatProps = { label: ReactNode; value: ReactNode };

/** One figure of the header (a balance and its label). */
export function UserHeaderStat({ label, value }: UserHeaderStatProps) {
  return (
    <div className="bz-user-header__stat">
      <span className="bz-user-header__stat-value">{value}</span>
      <span className="bz-user-header__stat-label">{label}</span>
    </div>
  );
}

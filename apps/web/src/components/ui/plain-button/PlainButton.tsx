import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * Buttons that product cards and quantity steppers draw many times on a page, as plain
 * `<button>` elements with the classes of `plainButtonStyles` (decision 0079): MUI's Button and
 * IconButton cost about 3 ms each in a phone's hydration (ButtonBase, ripple, styled roots),
 * four a card. They look as MUI's did, without the ripple; the focus ring is the theme's.
 */
type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>;

/** A round button holding an icon (MUI's IconButton): `label` is its accessible name. */
export function PlainIconButton({
  label,
  size = 'medium',
  className,
  children,
  ...rest
}: NativeProps & { label: string; size?: 'small' | 'medium'; className?: string; children: ReactNode }) {
  const classes = ['plain-icon-button', size === 'small' && 'plain-icon-button--small', className];
  return (
    <button type="button" aria-label={label} className={classes.filter(Boolean).join(' ')} {...rest}>
      {children}
    </button>
  );
}

/** A text button (MUI's Button): filled with the primary colour, or outlined. */
export function PlainButton({
  variant = 'contained',
  size = 'medium',
  startIcon,
  className,
  children,
  ...rest
}: NativeProps & {
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const classes = [
    'plain-button',
    `plain-button--${variant}`,
    size === 'small' && 'plain-button--small',
    className,
  ];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} {...rest}>
      {startIcon && <span className="plain-button__icon">{startIcon}</span>}
      {children}
    </button>
  );
}

import type { HTMLAttributes, KeyboardEvent } from 'react';

/** Joins class names, skipping empty ones. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');

/**
 * Props that make a whole card one touch target when it has a handler: a
 * button role, keyboard focus, Enter/Space. Nothing at all without a handler,
 * so a static card is not announced as a button.
 */
export function pressableProps(onPress: (() => void) | undefined): HTMLAttributes<HTMLElement> {
  if (!onPress) return {};
  return {
    role: 'button',
    tabIndex: 0,
    onClick: onPress,
    onKeyDown: (e: KeyboardEvent) => {
      // Keys pressed on an inner control (e.g. a follow button) belong to it.
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      onPress();
    },
  };
}

import { Countdown, type CountdownProps } from '@bazaar/design-system';
import { useNow } from '../clock';

/**
 * The design system's Countdown on the screens' clock: the only part of a page that re-renders every second.
 * `onEnd` runs when it reaches zero (refetch what the end changes).
 */
export function FlashCountdown(props: Omit<CountdownProps, 'now'>) {
  const now = useNow();
  return <Countdown {...props} now={now} />;
}

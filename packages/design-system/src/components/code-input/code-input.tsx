import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { LoadingLabel } from '../../utils/loading-label';
import { cx } from '../../utils/pressable';
import './code-input.css';

/** The verification code field, what its send button does, and how long the button waits before sending again. */
export type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  /**
   * Sends the code. The countdown starts when it returns or resolves; a
   * rejection (e.g. a refused email) leaves the button ready to try again.
   */
  onSend: () => unknown;
  id?: string;
  placeholder?: string;
  /** Seconds before another code may be asked for. @default 60 */
  seconds?: number;
  /** @default 'Send code' */
  sendText?: ReactNode;
  /** Button text during the countdown. @default (s) => `${s}s` */
  countdownText?: (secondsLeft: number) => ReactNode;
  /** @default 6 */
  maxLength?: number;
  className?: string;
  style?: CSSProperties;
};

/** An emailed-code field with a send button that counts down before it can resend. */
export function CodeInput({
  value,
  onChange,
  onSend,
  id,
  placeholder,
  seconds = 60,
  sendText = 'Send code',
  countdownText = (s) => `${s}s`,
  maxLength = 6,
  className,
  style,
}: CodeInputProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      await onSend();
      setLeft(seconds);
    } catch {
      // The caller already told the user why; the button stays ready.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={cx('bz-code-input', className)} style={style}>
      <Input
        className="bz-code-input__field"
        id={id}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, ''))}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLength}
      />
      <Button
        className="bz-code-input__send"
        size="small"
        color="primary"
        fill="outline"
        shape="rounded"
        disabled={left > 0}
        loading={sending}
        loadingIcon={<LoadingLabel>{sendText}</LoadingLabel>}
        onClick={send}
      >
        {left > 0 ? countdownText(left) : sendText}
      </Button>
    </div>
  );
}

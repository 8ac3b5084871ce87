import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './chat-composer.css';

/** What sending a message or a picture does, a picture waiting to go, whether it is disabled, and its texts. */
export type ChatComposerProps = {
  /** Sends the trimmed text; the box empties. */
  onSend: (text: string) => void;
  /** Picks a picture to send; without it there is no picture button. */
  onImage?: (file: File) => void;
  /** @default 'Message' */
  placeholder?: string;
  /** @default 'Send' */
  sendLabel?: string;
  /** @default 'Send a picture' */
  imageLabel?: string;
  /** The longest text. @default 2000 */
  maxLength?: number;
  disabled?: boolean;
  /** Something ready to send above the box, e.g. the product the shopper asks about with its own send button. */
  attachment?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The English placeholder and button names and the longest message (2000 characters) when not given. */
export const chatComposerDefaults = {
  placeholder: 'Message',
  sendLabel: 'Send',
  imageLabel: 'Send a picture',
  maxLength: 2000,
} as const;

/** The message box of a conversation: text (Enter sends, Shift+Enter breaks the line), a picture button, send. */
export function ChatComposer({
  onSend,
  onImage,
  placeholder = chatComposerDefaults.placeholder,
  sendLabel = chatComposerDefaults.sendLabel,
  imageLabel = chatComposerDefaults.imageLabel,
  maxLength = chatComposerDefaults.maxLength,
  disabled = false,
  attachment,
  className,
  style,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const ready = !disabled && text.trim() !== '';
  const send = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter picks a candidate (Chinese, Japanese, Korean input); it must not send.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  return (
    <div className={cx('bz-chat-composer', className)} style={style}>
      {attachment && <div className="bz-chat-composer__attachment">{attachment}</div>}
      <div className="bz-chat-composer__row">
        {onImage && (
          <>
            <button
              type="button"
              className="bz-chat-composer__image"
              aria-label={imageLabel}
              title={imageLabel}
              disabled={disabled}
              onClick={() => file.current?.click()}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9.6l3.5-3.5 3 3 4-4L19 14.6V6H5Zm4 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
                />
              </svg>
            </button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const picked = e.target.files?.[0];
                e.target.value = '';
                if (picked) onImage(picked);
              }}
            />
          </>
        )}
        <textarea
          className="bz-chat-composer__input"
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-label={placeholder}
          disabled={disabled}
          enterKeyHint="send"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="bz-chat-composer__send" disabled={!ready} onClick={send}>
          {sendLabel}
        </button>
      </div>
    </div>
  );
}

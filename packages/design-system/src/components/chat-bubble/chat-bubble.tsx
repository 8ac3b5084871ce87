import { useState, type CSSProperties, type ReactNode } from 'react';
import { ImageViewer } from 'antd-mobile';
import { cx, pressableProps } from '../../utils/pressable';
import './chat-bubble.css';

/** A product shown in a conversation (from the contract's product card). */
export type ChatBubbleProduct = { title: ReactNode; image: string; price: ReactNode };
/** An order shown in a conversation: its number, status and total, already formatted. */
export type ChatBubbleOrder = { title: ReactNode; status: ReactNode; total: ReactNode };

/**
 * One message to show: its side, text, picture or product or order card, time, read mark, and a failed send's retry.
 */
export type ChatBubbleProps = {
  /** `mine` on the end side, `theirs` on the start side, `system` centred. @default 'theirs' */
  side?: 'mine' | 'theirs' | 'system';
  text?: ReactNode;
  /** A picture message; tapping it opens the full-screen preview. */
  image?: string;
  /** Names the picture for screen readers. @default 'Picture' */
  imageLabel?: string;
  product?: ChatBubbleProduct;
  order?: ChatBubbleOrder;
  /** Opens the product or the order the card shows. */
  onOpen?: () => void;
  /** Already formatted, e.g. "09:30". */
  time?: ReactNode;
  /** Shown under my message once the other side read it, e.g. "Read". */
  readLabel?: ReactNode;
  /** Shown while my message is on its way, e.g. "Sending…". */
  sendingLabel?: ReactNode;
  /** My message did not go out: shows `failedLabel` and a retry button. */
  failed?: boolean;
  failedLabel?: ReactNode;
  /** @default 'Retry' */
  retryLabel?: string;
  onRetry?: () => void;
  className?: string;
  style?: CSSProperties;
};

/** A message from the other side, and the English labels of its picture and retry, when not given. */
export const chatBubbleDefaults = { side: 'theirs', imageLabel: 'Picture', retryLabel: 'Retry' } as const;

function Card({
  image,
  title,
  lines,
  onOpen,
}: {
  image?: string;
  title: ReactNode;
  lines: ReactNode[];
  onOpen?: () => void;
}) {
  return (
    <div className="bz-chat-bubble__card" {...pressableProps(onOpen)}>
      {image && <img className="bz-chat-bubble__card-image" src={image} alt="" loading="lazy" />}
      <div className="bz-chat-bubble__card-body">
        <span className="bz-chat-bubble__card-title">{title}</span>
        {lines.map((line, i) => (
          <span key={i} className="bz-chat-bubble__card-line">
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}

/** One message of a conversation: text, picture, product card or order card, with its time and state. */
export function ChatBubble({
  side = chatBubbleDefaults.side,
  text,
  image,
  imageLabel = chatBubbleDefaults.imageLabel,
  product,
  order,
  onOpen,
  time,
  readLabel,
  sendingLabel,
  failed = false,
  failedLabel,
  retryLabel = chatBubbleDefaults.retryLabel,
  onRetry,
  className,
  style,
}: ChatBubbleProps) {
  const [preview, setPreview] = useState(false);
  const status = failed ? failedLabel : (sendingLabel ?? readLabel);
  return (
    <div
      className={cx('bz-chat-bubble', `bz-chat-bubble--${side}`, failed && 'bz-chat-bubble--failed', className)}
      style={style}
    >
      <div className="bz-chat-bubble__body">
        {text !== undefined && text !== '' && <p className="bz-chat-bubble__text">{text}</p>}
        {image && (
          <>
            <button type="button" className="bz-chat-bubble__image-button" onClick={() => setPreview(true)}>
              <img className="bz-chat-bubble__image" src={image} alt={imageLabel} loading="lazy" />
            </button>
            <ImageViewer image={image} visible={preview} onClose={() => setPreview(false)} />
          </>
        )}
        {product && <Card image={product.image} title={product.title} lines={[product.price]} onOpen={onOpen} />}
        {order && <Card title={order.title} lines={[order.status, order.total]} onOpen={onOpen} />}
      </div>
      {(time || status || (failed && onRetry)) && (
        <div className="bz-chat-bubble__meta">
          {time && <time className="bz-chat-bubble__time">{time}</time>}
          {status && (
            <span
              className={cx('bz-chat-bubble__status', failed && 'bz-chat-bubble__status--failed')}
              role={failed ? 'alert' : undefined}
            >
              {status}
            </span>
          )}
          {failed && onRetry && (
            <button type="button" className="bz-chat-bubble__retry" onClick={onRetry}>
              {retryLabel}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './image-uploader.css';

/** The pictures sent so far, how a picked file is uploaded, how many may be added, and what a change does. */
export type ImageUploaderProps = {
  /** Urls of the uploaded pictures, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  /**
   * Sends one file and resolves to its url. The caller owns the request (the design system
   * never fetches) and the error message; a rejected file is simply not added.
   */
  upload: (file: File) => Promise<string>;
  /** @default 6 */
  max?: number;
  /** Text of the add tile, e.g. "Add picture". */
  addLabel: ReactNode;
  /** Shown on the add tile while files are sent, e.g. "Uploading…". */
  uploadingText: ReactNode;
  /** Accessible name of a remove button. @default 'Remove' */
  removeLabel?: string;
  /** Accessible name of the n-th picture. @default (n) => `Picture ${n}` */
  pictureLabel?: (n: number) => string;
  /** @default 'image/jpeg,image/png,image/webp,image/gif' */
  accept?: string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** Six pictures at most, the English labels and the picture types an `ImageUploader` accepts when not given. */
export const imageUploaderDefaults = {
  max: 6,
  removeLabel: 'Remove',
  pictureLabel: (n: number) => `Picture ${n}`,
  accept: 'image/jpeg,image/png,image/webp,image/gif',
} as const;

/** Up to `max` pictures picked from the phone, each sent through `upload`, shown as removable tiles. */
export function ImageUploader({
  value,
  onChange,
  upload,
  max = imageUploaderDefaults.max,
  addLabel,
  uploadingText,
  removeLabel = imageUploaderDefaults.removeLabel,
  pictureLabel = imageUploaderDefaults.pictureLabel,
  accept = imageUploaderDefaults.accept,
  disabled = false,
  className,
  style,
}: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (files: File[]) => {
    setBusy(true);
    const added: string[] = [];
    // One at a time, and never past `max` even when more files were picked.
    for (const file of files.slice(0, max - value.length)) {
      try {
        added.push(await upload(file));
      } catch {
        // The caller has shown why; the other files still go.
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
    if (added.length) onChange([...value, ...added]);
  };

  return (
    <ul className={cx('bz-image-uploader', className)} style={style}>
      {value.map((url, i) => (
        <li key={url} className="bz-image-uploader__item">
          <img src={url} alt={pictureLabel(i + 1)} className="bz-image-uploader__image" />
          <button
            type="button"
            className="bz-image-uploader__remove"
            aria-label={`${removeLabel} ${pictureLabel(i + 1)}`}
            disabled={disabled}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </li>
      ))}
      {value.length < max && (
        <li className="bz-image-uploader__item">
          <label className={cx('bz-image-uploader__add', (busy || disabled) && 'bz-image-uploader__add--busy')}>
            <input
              ref={input}
              className="bz-image-uploader__input"
              type="file"
              accept={accept}
              multiple
              disabled={busy || disabled}
              onChange={(e) => void choose([...(e.target.files ?? [])])}
            />
            <span className="bz-image-uploader__plus" aria-hidden="true">
              {busy ? '…' : '+'}
            </span>
            <span className="bz-image-uploader__label">{busy ? uploadingText : addLabel}</span>
            <span className="bz-image-uploader__count">
              {value.length}/{max}
            </span>
          </label>
        </li>
      )}
    </ul>
  );
}

import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './evidence-uploader.css';

/** The picture sent so far, how a picked file is uploaded, and what a new or removed picture does. */
export type EvidenceUploaderProps = {
  /** The uploaded image's url; nothing uploaded when undefined. */
  value?: string;
  /** Called with the new url after an upload, or undefined after removal. */
  onChange: (url: string | undefined) => void;
  /**
   * Sends the file and resolves to its url. The caller owns the request (the design
   * system never fetches) and any error message; a rejection leaves the value as it was.
   */
  upload: (file: File) => Promise<string>;
  /** Text of the empty tile, e.g. "Upload payment evidence". */
  label: ReactNode;
  /** Shown on the tile while the file is sent, e.g. "Uploading…". */
  uploadingText: ReactNode;
  /** Accessible name of the remove button. @default 'Remove' */
  removeLabel?: string;
  /** Accessible name of the preview image. @default 'Payment evidence' */
  previewAlt?: string;
  /** A note under the tile (formats, size). */
  hint?: ReactNode;
  /** @default 'image/jpeg,image/png,image/webp,image/gif' */
  accept?: string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** The English labels and the picture types an `EvidenceUploader` accepts when not given. */
export const evidenceUploaderDefaults = {
  removeLabel: 'Remove',
  previewAlt: 'Payment evidence',
  accept: 'image/jpeg,image/png,image/webp,image/gif',
} as const;

/** One image picked from the phone, sent through the caller's `upload`, shown as a preview. */
export function EvidenceUploader({
  value,
  onChange,
  upload,
  label,
  uploadingText,
  removeLabel = evidenceUploaderDefaults.removeLabel,
  previewAlt = evidenceUploaderDefaults.previewAlt,
  hint,
  accept = evidenceUploaderDefaults.accept,
  disabled = false,
  className,
  style,
}: EvidenceUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch {
      // The caller has shown why; the earlier image (if any) stays.
    } finally {
      setBusy(false);
      // The same file may be chosen again after a failure.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={cx('bz-evidence-uploader', className)} style={style}>
      {value && !busy ? (
        <div className="bz-evidence-uploader__preview">
          <img src={value} alt={previewAlt} className="bz-evidence-uploader__image" />
          <button
            type="button"
            className="bz-evidence-uploader__remove"
            aria-label={removeLabel}
            disabled={disabled}
            onClick={() => onChange(undefined)}
          >
            ×
          </button>
        </div>
      ) : (
        <label className={cx('bz-evidence-uploader__tile', (busy || disabled) && 'bz-evidence-uploader__tile--busy')}>
          <input
            ref={input}
            className="bz-evidence-uploader__input"
            type="file"
            accept={accept}
            disabled={busy || disabled}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <span className="bz-evidence-uploader__plus" aria-hidden="true">
            {busy ? '…' : '+'}
          </span>
          <span className="bz-evidence-uploader__label">{busy ? uploadingText : label}</span>
        </label>
      )}
      {hint && <p className="bz-evidence-uploader__hint">{hint}</p>}
    </div>
  );
}

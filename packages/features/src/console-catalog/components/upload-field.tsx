import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@bazaar/design-system';
import { useApi } from '../../lib';

export interface UploadFieldProps {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Accessible name of the pictures, e.g. "Logo". */
  label: string;
}

/** Catalog pictures, uploaded with the operator's token (`common/upload`); the server checks they are the operator's. */
export function UploadField({ value, onChange, max, label }: UploadFieldProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  return (
    <ImageUploader
      value={value}
      onChange={onChange}
      max={max}
      upload={async (file) => (await api.content.upload(file, file.name)).url}
      addLabel={t('catalog.image.add')}
      uploadingText={t('catalog.image.uploading')}
      removeLabel={t('catalog.image.remove')}
      pictureLabel={(n) => `${label} · ${t('catalog.image.picture', { n })}`}
    />
  );
}

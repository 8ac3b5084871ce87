import { useTranslation } from 'react-i18next';
import { EvidenceUploader } from '@bazaar/design-system';
import { useUploadEvidence } from '../api/upload-evidence';

/** The payment-evidence picker of both top-up forms, uploading through common/upload. */
export function EvidenceField({ value, onChange }: { value?: string; onChange: (url: string | undefined) => void }) {
  const { t } = useTranslation('wallet');
  const upload = useUploadEvidence();
  return (
    <div className="bz-wallet__field">
      <span className="bz-wallet__label">{t('evidence')}</span>
      <EvidenceUploader
        value={value}
        onChange={onChange}
        upload={upload}
        label={t('uploadEvidence')}
        uploadingText={t('uploading')}
        removeLabel={t('remove')}
        previewAlt={t('evidence')}
        hint={t('evidenceHint')}
      />
    </div>
  );
}

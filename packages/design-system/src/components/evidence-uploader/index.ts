export { EvidenceUploader, evidenceUploaderDefaults, type EvidenceUploaderProps } from './evidence-uploader';

import { useApi } from '../../lib';

/** POST common/upload: the evidence image; the top-up then names its `url`. */
export function useUploadEvidence() {
  const api = useApi();
  return async (file: File) => (await api.content.upload(file, file.name)).url;
}

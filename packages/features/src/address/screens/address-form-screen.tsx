import { useEffect, useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AddressForm, type AddressFormValue, Toast } from '@bazaar/design-system';
import { useAddress } from '../../lib';
import { useAddressActions } from '../api/addresses';
import { addressRefusal } from '../utils/validate';
import './address.css';

const EMPTY: AddressFormValue = { name: '', mobile: '', area: '', address: '', tag: '', is_default: false };

/** /addressForm/:id?: add an address, or edit one; back to where the shopper came from after saving. */
export function AddressFormScreen() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const existing = useAddress(id);
  const { save } = useAddressActions();
  const [value, setValue] = useState<AddressFormValue>(EMPTY);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (existing.data) setValue({ ...existing.data });
  }, [existing.data]);

  const submit = async () => {
    const refusal = addressRefusal(value);
    if (refusal) return void Toast.show({ content: t(refusal) });
    setBusy(true);
    try {
      await save({ ...(id ? { id } : {}), ...value });
      Toast.show({ content: t('saved') });
      navigate(-1);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (id && !existing.data && !existing.error) return <Skeleton.Paragraph lineCount={6} animated />;
  return (
    <AddressForm
      value={value}
      onChange={setValue}
      onSubmit={() => void submit()}
      submitting={busy}
      tagOptions={[t('tags.home'), t('tags.work'), t('tags.school')]}
      texts={{
        name: t('field.name'),
        mobile: t('field.mobile'),
        area: t('field.area'),
        address: t('field.address'),
        tag: t('field.tag'),
        isDefault: t('field.isDefault'),
        submit: t('save'),
        placeholders: {
          name: t('placeholder.name'),
          mobile: t('placeholder.mobile'),
          area: t('placeholder.area'),
          address: t('placeholder.address'),
          tag: t('placeholder.tag'),
        },
      }}
    />
  );
}

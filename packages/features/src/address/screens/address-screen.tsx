import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddressCard, confirmDialog, EmptyState, Toast } from '@bazaar/design-system';
import { useAddresses, useLinks } from '../../lib';
import { useAddressActions } from '../api/addresses';
import './address.css';

/** /address: the shopper's addresses, the default marked; set default, edit, delete (confirmed). */
export function AddressScreen() {
  const { t } = useTranslation('address');
  const links = useLinks();
  const navigate = useNavigate();
  const list = useAddresses();
  const actions = useAddressActions();

  const remove = async (id: number) => {
    if (!(await confirmDialog({ content: t('deleteConfirm'), confirmText: t('delete'), cancelText: t('cancel') })))
      return;
    await actions.remove(id);
    Toast.show({ content: t('deleted') });
  };

  return (
    <div className="bz-address">
      {!list.data && !list.error && <Skeleton.Paragraph lineCount={4} animated />}
      {list.data?.length === 0 && <EmptyState description={t('empty')} />}
      <ul className="bz-address__list">
        {list.data?.map((a) => (
          <li key={a.id} className="bz-address__item">
            <AddressCard address={a} defaultLabel={t('default')} />
            <div className="bz-address__actions">
              <label className="bz-address__default">
                <input
                  type="radio"
                  name="default-address"
                  checked={a.is_default}
                  onChange={() => void actions.setDefault(a.id).then(() => Toast.show({ content: t('defaultSet') }))}
                />
                {a.is_default ? t('default') : t('setDefault')}
              </label>
              <Button size="small" fill="none" onClick={() => navigate(links.addressForm(a.id))}>
                {t('edit')}
              </Button>
              <Button size="small" fill="none" color="danger" onClick={() => void remove(a.id)}>
                {t('delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="bz-address__bar">
        <Button block color="primary" shape="rounded" onClick={() => navigate(links.addressForm())}>
          {t('add')}
        </Button>
      </div>
    </div>
  );
}

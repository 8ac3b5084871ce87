import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Address } from '@bazaar/contract';
import { AddressCard } from '@bazaar/design-system';
import { useLinks } from '../../lib';

export interface AddressPickerProps {
  visible: boolean;
  addresses: Address[];
  chosenId?: number;
  onChoose: (address: Address) => void;
  onClose: () => void;
}

/** A bottom sheet listing the shopper's addresses, with a way to add one. */
export function AddressPicker({ visible, addresses, chosenId, onChoose, onClose }: AddressPickerProps) {
  const { t } = useTranslation('checkout');
  const links = useLinks();
  const navigate = useNavigate();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="bz-checkout__picker" destroyOnClose>
      <h2 className="bz-checkout__picker-title">{t('addresses')}</h2>
      <div className="bz-checkout__picker-list" role="listbox" aria-label={t('addresses')}>
        {addresses.length === 0 && <p className="bz-checkout__muted">{t('noAddress')}</p>}
        {addresses.map((address) => (
          <div key={address.id} role="option" aria-selected={address.id === chosenId}>
            <AddressCard
              className={address.id === chosenId ? 'bz-checkout__picked' : undefined}
              address={address}
              defaultLabel={t('defaultAddress')}
              onClick={() => onChoose(address)}
              extra={address.id === chosenId ? <span className="bz-checkout__tick">✓</span> : <span />}
            />
          </div>
        ))}
      </div>
      <Button block color="primary" fill="outline" shape="rounded" onClick={() => navigate(links.addressForm())}>
        {t('addAddress')}
      </Button>
    </Popup>
  );
}

import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PromoResult } from '@bazaar/contract';

export interface PromoCodeProps {
  /** The server's verdict on the applied code. */
  result?: PromoResult;
  onApply: (code: string) => void;
}

/** The promo code field; the server says whether it applies and, if not, why. */
export function PromoCode({ result, onApply }: PromoCodeProps) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  return (
    <div className="bz-checkout__promo">
      <label className="bz-checkout__row">
        <span className="bz-checkout__label">{t('promoCode')}</span>
        <Input
          className="bz-checkout__input"
          value={code}
          onChange={setCode}
          placeholder={t('promoPlaceholder')}
          onEnterPress={() => onApply(code.trim())}
          clearable
          onClear={() => onApply('')}
        />
        <Button size="small" color="primary" fill="outline" onClick={() => onApply(code.trim())}>
          {t('apply')}
        </Button>
      </label>
      {result && (
        <p
          className={result.applied ? 'bz-checkout__promo-ok' : 'bz-checkout__promo-error'}
          role={result.applied ? 'status' : 'alert'}
        >
          {result.applied ? t('promoApplied') : (result.message ?? result.reason)}
        </p>
      )}
    </div>
  );
}

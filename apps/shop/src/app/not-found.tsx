import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/routes';

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" fullPage title={t('notFound')} description="">
      <Button color="primary" onClick={() => navigate(paths.home)}>
        {t('backHome')}
      </Button>
    </ErrorBlock>
  );
}

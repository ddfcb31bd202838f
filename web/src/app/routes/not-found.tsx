import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <Card>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home.getHref()}>{t('notFound.home')}</Link>
      </Card>
    </AppShell>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The not-found card inside the staff shell: staff areas of the route table whose pages are not built yet. */
export default function StaffNotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Card>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home.getHref()}>{t('notFound.home')}</Link>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { SUPPORT_EMAIL } from '@/config/support';

const PAGES = ['terms', 'cookies', 'privacy', 'about', 'contact'] as const;
type Page = (typeof PAGES)[number];

/** The footer's static pages (spec 01 §2 Shell): public, one short text each. */
export default function InfoRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page: Page = PAGES.find((name) => pathname === `/${name}`) ?? 'about';
  const paragraphs: string[] = t(`pages.${page}.body`, { returnObjects: true, email: SUPPORT_EMAIL });
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t(`pages.${page}.title`)}</h1>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Card>
    </AppShell>
  );
}

import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { OpsChange, OpsOrganisationRow } from '../api/ops';
import { OPS_PLUGINS, pluginOn } from '../utils/ops';
import { formatWhen } from './format';
import { ReasonAction } from './reason-action';
import styles from './ops.module.css';

type OrganisationControlsProps = {
  organisation: OpsOrganisationRow;
  /** Applies one change; rejects when the API refused it. */
  onChange: (change: OpsChange) => Promise<unknown>;
};

/** The operator's controls of an organisation: plugins, manual patron status and suspension, each with a reason. */
export function OrganisationControls({ organisation, onChange }: OrganisationControlsProps) {
  const { t, i18n } = useTranslation('ops');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const manual = organisation.patron.manual;
  const suspension = organisation.suspension;
  return (
    <>
      <Card>
        <h2>{t('plugins.title')}</h2>
        <p>{t('plugins.intro')}</p>
        <ul className={styles.plugins}>
          {OPS_PLUGINS.map((plugin) => (
            <li key={plugin} className={styles.plugin}>
              <span>{t(`plugins.names.${plugin}`)}</span>
              <strong>{pluginOn(organisation, plugin) ? t('plugins.on') : t('plugins.off')}</strong>
            </li>
          ))}
        </ul>
        <ReasonAction
          label={t('plugins.title')}
          buttons={OPS_PLUGINS.map((plugin) => {
            const on = pluginOn(organisation, plugin);
            return {
              id: plugin,
              label: t(on ? 'plugins.turnOff' : 'plugins.turnOn', { plugin }),
              variant: on ? 'secondary' : 'primary',
            };
          })}
          onAct={(plugin, reason) =>
            onChange({ kind: 'plugin', plugin, enabled: !pluginOn(organisation, plugin), reason })
          }
        />
      </Card>
      <Card>
        <h2>{t('patron.title')}</h2>
        <p>{t('patron.status', { status: yesNo(organisation.patron.patron) })}</p>
        <p>{t('patron.provider', { status: yesNo(organisation.patron.provider) })}</p>
        <p>
          {manual
            ? t('patron.manual', {
                email: manual.operatorEmail,
                date: formatWhen(manual.at, i18n.language),
                reason: manual.reason,
              })
            : t('patron.manualNone')}
        </p>
        <ReasonAction
          label={t('patron.title')}
          buttons={[
            manual ? { id: 'clear', label: t('patron.clear') } : { id: 'set', label: t('patron.set') },
          ]}
          onAct={(id, reason) => onChange({ kind: 'patron', patron: id === 'set', reason })}
        />
      </Card>
      <Card>
        <h2>{t('suspension.title')}</h2>
        <p>
          {suspension
            ? t('suspension.suspendedText', {
                email: suspension.operatorEmail,
                date: formatWhen(suspension.at, i18n.language),
                reason: suspension.reason,
              })
            : t('suspension.activeText')}
        </p>
        <ReasonAction
          label={t('suspension.title')}
          buttons={[
            organisation.suspended
              ? { id: 'restore', label: t('suspension.restore') }
              : { id: 'suspend', label: t('suspension.suspend'), variant: 'secondary' },
          ]}
          onAct={(id, reason) => onChange({ kind: id === 'restore' ? 'restore' : 'suspend', reason })}
        />
      </Card>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { useOpenLinks, type OpenLink } from '../api/get-open-links';
import { useRevokeLink } from '../api/revoke-link';
import styles from './settings.module.css';

/** Names by id, of the organisation's questionnaires and sequences; the route reads them from their features. */
export type LinkSourceNames = {
  questionnaires: ReadonlyMap<string, string>;
  sequences: ReadonlyMap<string, string>;
  /** False while they load: an id not found then is not yet known, rather than deleted. */
  loaded: boolean;
};

type OpenLinksProps = {
  /** Only this beneficiary's links (their records page); else the organisation's. */
  beneficiary?: string;
  names: LinkSourceNames;
};

/**
 * The one-time links and summons that can still be opened (issue 27): who made each, for whom, for which
 * questionnaire or sequence, created, expiry and uses, with Revoke. A revoked link says it has expired.
 */
export function OpenLinks({ beneficiary, names }: OpenLinksProps) {
  const { t, i18n } = useTranslation('settings');
  const links = useOpenLinks(beneficiary);
  const revoke = useRevokeLink();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { itemRef, emptyRef, removed } = useFocusAfterRemoval(links.data?.map((link) => link.id) ?? []);
  const headingId = `open-links${beneficiary === undefined ? '' : '-beneficiary'}`;

  const titleOf = (link: OpenLink) => {
    if (link.kind === 'ONE_TIME') return t('links.oneTime', { beneficiary: link.beneficiary ?? '' });
    return link.beneficiary ? t('links.summonFor', { beneficiary: link.beneficiary }) : t('links.summonMany');
  };
  const source = (link: OpenLink) => {
    const name = link.sequence
      ? names.sequences.get(link.sequence)
      : link.questionnaire
        ? names.questionnaires.get(link.questionnaire)
        : undefined;
    const unknown = link.sequence ? t('links.unknownSequence') : t('links.unknownQuestionnaire');
    return {
      label: link.sequence ? t('links.sequence') : t('links.questionnaire'),
      name: name ?? (names.loaded ? unknown : '…'),
    };
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('links.title')}</h2>
      <p>{t('links.text')}</p>
      <Loader query={links} entity={t('links.entity')}>
        {links.data?.length === 0 ? (
          <p ref={emptyRef} tabIndex={-1} className={styles.muted}>
            {t('links.empty')}
          </p>
        ) : (
          <ul className={styles.items}>
            {links.data?.map((link, position) => {
              const title = titleOf(link);
              const created = when.format(new Date(link.created));
              const { label, name } = source(link);
              return (
                <li key={link.id} className={styles.item}>
                  <h3 ref={itemRef(link.id)} tabIndex={-1} className={styles.itemTitle}>
                    {title}
                  </h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{label}</dt>
                      <dd>{name}</dd>
                    </div>
                    <div>
                      <dt>{t('links.madeBy')}</dt>
                      <dd>{link.createdByName}</dd>
                    </div>
                    <div>
                      <dt>{t('links.created')}</dt>
                      <dd>{created}</dd>
                    </div>
                    <div>
                      <dt>{t('links.expires')}</dt>
                      <dd>{when.format(new Date(link.expires))}</dd>
                    </div>
                    <div>
                      <dt>{t('links.uses')}</dt>
                      <dd>
                        {link.maxUses == null
                          ? t('links.usesUnlimited', { uses: link.uses })
                          : t('links.usesOf', { uses: link.uses, max: link.maxUses })}
                      </dd>
                    </div>
                  </dl>
                  <div className={styles.itemActions}>
                    <ConfirmButton
                      question={t('links.revokeQuestion')}
                      onConfirm={() => revoke.mutateAsync(link.id).then(() => removed(link.id, position))}
                      describeError={() => t('links.revokeFailed')}
                    >
                      {t('links.revoke')}{' '}
                      <span className="visually-hidden">
                        {title}, {created}
                      </span>
                    </ConfirmButton>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Loader>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './settings.module.css';

type ExportChooserProps = { questionnaires: readonly { id: string; name: string }[] };

/** Spec 01 §2 Settings > Data: a questionnaire select and an Export button opening the export page. */
export function ExportChooser({ questionnaires }: ExportChooserProps) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [selected, setSelected] = useState('');
  const chosen = selected || questionnaires[0]?.id || '';

  if (questionnaires.length === 0) return <p>{t('data.noQuestionnaires')}</p>;
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void navigate(paths.settingsExport.getHref(chosen));
      }}
    >
      <label className={styles.field}>
        {t('data.questionnaire')}
        <select
          className={styles.select}
          value={chosen}
          onChange={(event) => setSelected(event.target.value)}
        >
          {questionnaires.map((questionnaire) => (
            <option key={questionnaire.id} value={questionnaire.id}>
              {questionnaire.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t('data.export')}</Button>
    </form>
  );
}

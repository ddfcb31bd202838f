import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui/combo-box.module.css';
import { useBeneficiaries } from '../api/get-beneficiaries';
import { useRecentBeneficiaries } from '../api/get-recent-beneficiaries';
import { matchBeneficiaries, offersCreate } from '../utils/beneficiary-search';

export type BeneficiarySelectorProps = {
  label: string;
  /** The typed or chosen beneficiary id. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** The translated error, shown and linked when set. */
  error?: string;
};

type Item = { id: string; name: string };

/**
 * Spec 01 §2 beneficiary selector: empty, it suggests beneficiaries from recent activity; typed, it filters the
 * existing ones (case-insensitive, regex characters literal) and offers "Create {name}'s first record".
 */
export function BeneficiarySelector({ label, value, onChange, onBlur, error }: BeneficiarySelectorProps) {
  const { t } = useTranslation('beneficiaries');
  const existing = useBeneficiaries();
  const recent = useRecentBeneficiaries();
  const all = existing.data ?? [];
  const items: Item[] = matchBeneficiaries(value, all, recent.data ?? []).map((id) => ({
    id: `ben:${id}`,
    name: id,
  }));
  const creating = offersCreate(value, all) && existing.isSuccess;
  // The list holds existing beneficiaries only and closes when none match: an open list hides the rest of the
  // page from assistive technology, so a new id is confirmed by the status line below instead. Selection is left
  // to react-aria (it closes the list on a choice and writes the id into the input); the typed text is the value.
  return (
    <ComboBox
      className={styles.field}
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        const item = items.find((candidate) => candidate.id === key);
        if (item) onChange(item.name);
      }}
      items={items}
      allowsCustomValue
      menuTrigger="focus"
      onBlur={onBlur}
      isInvalid={!!error}
    >
      <Label className={styles.label}>{label}</Label>
      <Text slot="description" className={styles.hint}>
        {t('selector.hint')}
      </Text>
      <Input className={styles.input} autoComplete="off" />
      <FieldError className={styles.error}>{error}</FieldError>
      <p className={styles.status} role="status">
        {creating ? (
          <>
            <strong>{t('selector.create', { name: value.trim() })}</strong> {t('selector.empty')}
          </>
        ) : null}
      </p>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<Item> className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.item}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

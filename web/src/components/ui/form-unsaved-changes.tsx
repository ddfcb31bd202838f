import { useFormikContext } from 'formik';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * Inside a Formik form: its changes count as unsaved (LeaveGuard asks before leaving) until saved. Not while
 * saving, since a save may move on to another page; a failed save counts them again.
 */
export function FormUnsavedChanges() {
  const { dirty, isSubmitting } = useFormikContext();
  useUnsavedChanges(dirty && !isSubmitting);
  return null;
}

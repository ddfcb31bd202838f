import { useEffect } from 'react';
import { applyUserLanguage } from '@/lib/i18n';
import { useSelf } from '../api/get-self';

/** Spec 01 §4 Locale: once the user is loaded, their stored language ('und' = auto detect) is applied. */
export function useUserLanguage(): void {
  const language = useSelf().data?.settings?.language;
  useEffect(() => {
    if (language) void applyUserLanguage(language);
  }, [language]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './copy-box.module.css';
import { downloadUrl, qrCodePng } from './qr-code';

/** Spec 01 §9: the Copy button reads 'Copied' for this long. */
export const COPIED_MS = 4000;

type CopyBoxProps = {
  value: string;
  label: string;
  /** A QR-code button downloading the link as a 1024-pixel PNG under this file name (record links). */
  qrFileName?: string;
};

/**
 * Spec 01 §2 copy box: a link in a read-only field and a Copy button that reads 'Copied' for 4 seconds; with
 * `qrFileName`, a QR-code button downloading a 1024-pixel QR image (error correction level L). Shared by the record
 * links and the invite dialog.
 */
export function CopyBox({ value, label, qrFileName }: CopyBoxProps) {
  const { t } = useTranslation('common');
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [qrFailed, setQrFailed] = useState(false);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard permission: the field stays selectable for copying by hand.
    }
    setCopiedAt(Date.now());
  };

  const downloadQr = async (fileName: string) => {
    setQrFailed(false);
    try {
      downloadUrl(await qrCodePng(value), fileName);
    } catch {
      setQrFailed(true);
    }
  };

  return (
    <div className={styles.copyBox}>
      <input
        className={styles.input}
        readOnly
        value={value}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={() => void copy()} aria-live="polite">
        {copiedAt === null ? t('copy.copy') : t('copy.copied')}
      </Button>
      {qrFileName ? (
        <Button variant="secondary" onClick={() => void downloadQr(qrFileName)} className={styles.qrButton}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v4h-4v-2h2zm0-4h2v2h-2zm-2 6h2v2h-2z"
              fill="currentColor"
            />
          </svg>
          {t('copy.qr')}
        </Button>
      ) : null}
      {qrFailed ? (
        <p role="alert" className={styles.error}>
          {t('copy.qrFailed')}
        </p>
      ) : null}
    </div>
  );
}

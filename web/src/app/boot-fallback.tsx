import i18n from 'i18next';

/**
 * What the first render shows until the first page's modules, loader and text are ready: the header index.html
 * paints before any script, so the logo stays put instead of the page going blank for a moment. It reads its one
 * string from i18next itself: react-i18next's hook would move into the entry, which a phone runs first.
 */
export function BootFallback() {
  return (
    <>
      <div className="boot-header">
        <img className="boot-logo" src="/brand/logo.svg" alt="" width={200} height={40} />
      </div>
      <p role="status" className="visually-hidden">
        {i18n.t('loading')}
      </p>
    </>
  );
}

/** The arrow of a filter's suggestions button. */
export function SuggestionsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path d="M7 10l5 5 5-5z" fill="currentColor" />
    </svg>
  );
}

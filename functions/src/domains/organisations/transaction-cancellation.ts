// Moved to core (issue 32); kept for the ops and questionnaires repositories until their owners change the import.
export { cancellationCodes, cancellationReasons, retryOnConflict } from '#core/transactions.ts';
export type { CancellationReason } from '#core/transactions.ts';

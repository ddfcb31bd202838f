/**
 * The catalogue id of the ONS personal well-being questionnaire, imported by the quick start (spec 02 §2).
 * A copy of ONS4_CATALOGUE_ID in functions/src/domains/catalogue/data/ons4.ts: the web app does not import
 * from functions.
 */
export const ONS4_CATALOGUE_ID = '7c361e11-ef57-4cc6-b277-05921cc82c41';

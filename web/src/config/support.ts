/** Where the error messages send people who are stuck. */
export const SUPPORT_EMAIL = 'support@ripple.example';

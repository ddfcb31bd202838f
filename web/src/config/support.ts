/** Where the error messages send people who are stuck. */
export const SUPPORT_EMAIL = 'support@ripple.example';

/** The profile menu's Help, Send Feedback and Donate items (spec 01 §2 Shell). */
export const HELP_URL = `mailto:${SUPPORT_EMAIL}?subject=Help%20with%20Ripple`;
export const FEEDBACK_URL = `mailto:${SUPPORT_EMAIL}?subject=Feedback%20on%20Ripple`;
export const DONATE_URL = `mailto:${SUPPORT_EMAIL}?subject=Donating%20to%20Ripple`;

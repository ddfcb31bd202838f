/** What /signup (and an invite's sign-up) hands to /login through the history state once an account is created. */
export type LoginState = { created: true; email: string };

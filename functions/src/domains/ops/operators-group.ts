/**
 * The Cognito group whose members are operators: the volunteer team that runs Ripple for every organisation
 * (docs/decisions.md, "Operators"). Dependency-free, so the CDK user pool, the local user store and the API share
 * the one name.
 */
export const OPERATORS_GROUP = 'operators';

type OrgUserLike = { name: string; active: boolean };

/** Spec 01 §4 Organisation users: active users before inactive, then by name. */
export const sortUsers = <T extends OrgUserLike>(users: readonly T[]): T[] =>
  [...users].sort(
    (a, b) =>
      Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );

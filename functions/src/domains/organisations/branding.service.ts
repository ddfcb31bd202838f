import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { UsersRepository } from '#domains/users/users.repository.ts';
import type { OrganisationBranding } from '../../graphql/generated/schema-types.ts';

import type { Branding, BrandingRepository } from './branding.repository.ts';
import type { OrganisationsRepository } from './organisations.repository.ts';

export type BrandingDeps = {
  organisations: OrganisationsRepository;
  users: UsersRepository;
  branding: BrandingRepository;
  /** Injected so tests can pin times. */
  now?: () => Date;
};

/** The largest logo accepted, in bytes of the image itself (docs/decisions.md, "Organisation branding"). */
export const MAX_LOGO_BYTES = 200 * 1024;
/** Chart series colours an organisation may set. */
const MAX_CHART_COLOURS = 12;

/** Logo types and the first bytes that prove them. SVG is refused: it can carry script. */
const LOGO_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Base64 of MAX_LOGO_BYTES plus room for the `data:…;base64,` prefix: anything longer is refused unread. */
const MAX_LOGO_LENGTH = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 100;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w.+-]+=[\w.+-]+)*);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * A logo data URL, checked and rebuilt from its bytes: `input.invalid` (`logo: invalid`) when it is not a base64
 * data URL, `branding.logoUnsupported` when the declared type is not PNG, JPEG or WebP or the bytes are not that
 * type, `branding.logoTooLarge` above MAX_LOGO_BYTES.
 */
export const parseLogo = (value: string): string => {
  if (value.length > MAX_LOGO_LENGTH) throw new AppError('branding.logoTooLarge');
  const match = DATA_URL.exec(value.trim());
  const [, declared = '', , base64 = ''] = match ?? [];
  if (!match || base64.length === 0 || base64.length % 4 !== 0) {
    throw new AppError('input.invalid', { logo: 'invalid' });
  }
  const type = declared.toLowerCase();
  const matchesType = LOGO_SIGNATURES[type];
  if (!matchesType) throw new AppError('branding.logoUnsupported');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw new AppError('branding.logoTooLarge');
  if (!matchesType(bytes)) throw new AppError('branding.logoUnsupported');
  return `data:${type};base64,${bytes.toString('base64')}`;
};

/** `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. */
const colour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
  .transform((value) => {
    const hex = value.slice(1).toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
  });

const BrandingInput = z.object({
  logo: z.string().min(1).nullish(),
  colours: z
    .object({ primary: colour, primaryContrast: colour, accent: colour, background: colour, text: colour })
    .nullish(),
  chart: z.array(colour).min(1).max(MAX_CHART_COLOURS).nullish(),
});

const toResult = (name: string, branding: Branding | undefined): OrganisationBranding => ({
  name,
  logo: branding?.logo ?? null,
  colours: branding?.colours ?? null,
  chart: branding?.chart ?? [],
  updatedAt: branding?.updatedAt ?? null,
});

/** The caller's active organisation, which must be a patron (`organisation.notPatron`). */
const patronScope = async (ctx: RequestContext, deps: BrandingDeps) => {
  const staff = requireStaff(ctx);
  const { orgId } = await resolveStaffOrganisation(staff, {
    users: deps.users,
    memberships: deps.organisations,
  });
  const organisation = await deps.organisations.getOrganisation(orgId);
  if (!organisation) throw new AppError('auth.noOrganisation');
  if (!organisation.don) throw new AppError('organisation.notPatron');
  return { staff, orgId, name: organisation.name };
};

/** `Query.organisationBranding`: patrons only; what was never set comes back null (logo, colours) or empty. */
export const getOrganisationBranding = async (
  ctx: RequestContext,
  deps: BrandingDeps,
): Promise<OrganisationBranding> => {
  const { orgId, name } = await patronScope(ctx, deps);
  return toResult(name, await deps.branding.getBranding(orgId));
};

/**
 * `Mutation.SetOrganisationBranding(logo, colours, chart)`: patrons only. An omitted argument keeps its value and
 * null removes it; the logo is checked from its bytes (parseLogo). Nothing is written unless every argument is
 * valid, and the write itself is conditioned on the organisation still being a patron.
 */
export const setOrganisationBranding = async (
  ctx: RequestContext,
  input: unknown,
  deps: BrandingDeps,
): Promise<OrganisationBranding> => {
  const { staff, orgId, name } = await patronScope(ctx, deps);
  const { logo, colours, chart } = parseInput(BrandingInput, input);
  const change = {
    ...(logo === undefined ? {} : { logo: logo === null ? null : parseLogo(logo) }),
    ...(colours === undefined ? {} : { colours }),
    ...(chart === undefined ? {} : { chart }),
  };
  if (Object.keys(change).length > 0) {
    const updatedAt = (deps.now?.() ?? new Date()).toISOString();
    const outcome = await deps.branding.updateBranding(orgId, change, { updatedAt, updatedBy: staff.userId });
    if (outcome === 'notPatron') throw new AppError('organisation.notPatron');
  }
  return toResult(name, await deps.branding.getBranding(orgId, { consistent: true }));
};

/** `Mutation.ClearOrganisationBranding`: patrons only; the host's brand shows again. */
export const clearOrganisationBranding = async (
  ctx: RequestContext,
  deps: BrandingDeps,
): Promise<OrganisationBranding> => {
  const { orgId, name } = await patronScope(ctx, deps);
  const outcome = await deps.branding.clearBranding(orgId);
  if (outcome === 'notPatron') throw new AppError('organisation.notPatron');
  return toResult(name, undefined);
};

import { Entity, item, list, map, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/**
 * A patron organisation's custom branding: `ORG#{orgId}` / `BRANDING` (docs/data-model.md, A17). A separate item,
 * not attributes of the organisation item, so the logo's bytes (up to 200 KB) are read only when the branding is
 * (docs/decisions.md, "Organisation branding").
 */
export const BrandingEntity = new Entity({
  name: 'Branding',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    /** A base64 data URL of a PNG, JPEG or WebP image, checked by the service (at most 200 KB of bytes). */
    logo: string().optional(),
    colours: map({
      primary: string(),
      primaryContrast: string(),
      accent: string(),
      background: string(),
      text: string(),
    }).optional(),
    chart: list(string()).optional(),
    updatedAt: string(),
    /** The staff user who last changed it. */
    updatedBy: string(),
  }),
  computeKey: ({ orgId }) => ({ pk: `ORG#${orgId}`, sk: 'BRANDING' }),
  timestamps: false,
});

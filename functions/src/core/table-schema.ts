/**
 * The single table's physical shape: attribute and index names. Dependency-free on purpose, because both the
 * CDK data construct (infra/) and the data layer (functions/src/core/table.ts) import it, so the deployed table
 * and the code that queries it cannot drift apart. Key *values* are built only in repositories.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after it passes (invites, summons, link JTIs). */
  ttlAttribute: 'expiresAt',
  indexes: {
    /** Inverted and secondary views: a user's organisations, a beneficiary's records by date. */
    gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', nonKeyAttributes: 'ALL' },
    /** The organisation's records, newest first (activity feed). */
    gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', nonKeyAttributes: 'ALL' },
    /**
     * Sparse: complete records of a questionnaire by record date (reports, exports). Projected to exactly what
     * reports and exports read (docs/data-model.md, pattern A10), so a report query never fetches whole records.
     */
    gsi3: {
      name: 'gsi3',
      partitionKey: 'gsi3pk',
      sortKey: 'gsi3sk',
      nonKeyAttributes: [
        'beneficiary',
        'date',
        'answers',
        'tags',
        'meetingTags',
        'benTags',
        'user',
        'notes',
        'created',
      ],
    },
  },
} as const;

import { describe, expect, it } from 'vitest';
import { missingRootField, rootFields } from './root-fields';

describe('rootFields', () => {
  it('lists the top-level selections of a query, not the nested ones', () => {
    // Act
    const result = rootFields(`
      query GetOrganisation {
        organisation {
          id
          plugins { id }
        }
      }`);
    // Assess
    expect(result).toEqual({ mutation: false, fields: ['organisation'] });
  });

  it('keys an aliased field by its alias and skips arguments, directives, strings and comments', () => {
    // Act
    const result = rootFields(`
      mutation Two($id: String! = "a } b", $flag: Boolean) {
        first: AddMeeting(beneficiaryID: $id, tags: ["x)", "{y"]) @include(if: $flag) { id }
        # a comment { with braces
        SetMeetingNotes(meetingID: $id, notes: """multi ) line""") { id }
      }`);
    // Assess
    expect(result).toEqual({ mutation: true, fields: ['first', 'SetMeetingNotes'] });
  });

  it('skips fragments before and after the operation, and spreads at its top', () => {
    // Act
    const result = rootFields(`
      fragment Before on Meeting { id nested { id } }
      query Meeting($id: String!) {
        meeting(id: $id) { ...Before }
        ... on Query { hidden }
      }
      fragment After on Meeting { id }`);
    // Assess
    expect(result).toEqual({ mutation: false, fields: ['meeting'] });
  });
});

describe('missingRootField', () => {
  const mutation = 'mutation Record { RecordUsage }';
  const query = 'query Ben($id: String!) { beneficiary(id: $id) { id } }';

  it('finds a field the data leaves out, or no data at all', () => {
    expect(missingRootField(mutation, {})).toBe('RecordUsage');
    expect(missingRootField(mutation, null)).toBe('RecordUsage');
    expect(missingRootField(query, { other: 1 })).toBe('beneficiary');
  });

  it('counts null as missing for a mutation (all non-null) but not for a query', () => {
    expect(missingRootField(mutation, { RecordUsage: null })).toBe('RecordUsage');
    expect(missingRootField(query, { beneficiary: null })).toBeUndefined();
  });

  it('accepts false and other present values', () => {
    expect(missingRootField(mutation, { RecordUsage: false })).toBeUndefined();
  });
});

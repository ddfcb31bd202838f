import { describe, expect, it } from 'vitest';
import {
  chooseAggregation,
  chooseVisualisation,
  minRecordsFor,
  parseReportQuery,
  parseReportType,
  reportHref,
  toReportDate,
} from './report-url';

describe('report URL state', () => {
  it('reads types, with service as Distance Travelled and delta as Beneficiary Change', () => {
    expect(parseReportType('service')).toBe('dist');
    expect(parseReportType('delta')).toBe('change');
    expect(parseReportType('change')).toBe('change');
    expect(parseReportType('diluted_dist')).toBe('diluted_dist');
    expect(parseReportType('toString')).toBeNull();
    expect(parseReportType('pie')).toBeNull();
  });

  it('reads JSON query values with the defaults: open start true when absent, or false, no tags', () => {
    expect(parseReportQuery(new URLSearchParams(''))).toEqual({ tags: [], openStart: true, orTags: false });
    expect(
      parseReportQuery(new URLSearchParams('tags=["a","b"]&open=false&or=true&min=3&vis=table&agg=category')),
    ).toEqual({ tags: ['a', 'b'], openStart: false, orTags: true, min: 3, vis: 'table', agg: 'category' });
    expect(parseReportQuery(new URLSearchParams('tags=oops&min=0&vis=pie&agg=x'))).toEqual({
      tags: [],
      openStart: true,
      orTags: false,
    });
  });

  it('writes a link that reads back the same', () => {
    // Prepare
    const scope = { questionnaire: 'q 1', start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' };
    // Act
    const href = reportHref('change', scope, {
      tags: ['north'],
      openStart: false,
      orTags: false,
      vis: 'table',
      agg: 'question',
    });
    // Assess
    expect(href).toBe(
      '/report/change/q%201/2024-01-01T00:00:00Z/2024-12-31T23:59:59Z?tags=%5B%22north%22%5D&open=false&or=false&vis=table&agg=question',
    );
    expect(parseReportQuery(new URLSearchParams(href.split('?')[1]))).toEqual({
      tags: ['north'],
      openStart: false,
      orTags: false,
      vis: 'table',
      agg: 'question',
    });
  });

  it('drops milliseconds from dates', () => {
    expect(toReportDate(new Date('2024-05-06T07:08:09.123Z'))).toBe('2024-05-06T07:08:09Z');
  });

  it('asks each view for its minimum records; min overrides only the two-record views', () => {
    expect(minRecordsFor('dist', {}, false)).toBe(2);
    expect(minRecordsFor('dist', { min: 3 }, false)).toBe(3);
    expect(minRecordsFor('baseline', { min: 3 }, false)).toBe(1);
    expect(minRecordsFor('diluted_dist', {}, false)).toBe(1);
  });

  it("lowers min below the view's own only with the diluted_report plugin (spec 02 §6)", () => {
    expect(minRecordsFor('dist', { min: 1 }, false)).toBe(2);
    expect(minRecordsFor('change', { min: 1 }, false)).toBe(2);
    expect(minRecordsFor('dist', { min: 1 }, true)).toBe(1);
  });

  it('prefers the URL, then the stored preference, then the default view', () => {
    expect(chooseVisualisation('dist', 'table', 'radar')).toBe('table');
    expect(chooseVisualisation('dist', 'bar', 'table')).toBe('table');
    expect(chooseVisualisation('change', undefined, 'radar')).toBe('bar');
    expect(chooseAggregation('category', null, true)).toBe('category');
    expect(chooseAggregation('category', 'category', false)).toBe('question');
    expect(chooseAggregation(undefined, 'category', true)).toBe('category');
  });
});

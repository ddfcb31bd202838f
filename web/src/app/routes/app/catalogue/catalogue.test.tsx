import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const refused = (errorType: string, errorInfo?: unknown) => ({
  data: null,
  errors: [{ errorType, message: errorType, errorInfo }],
});

const entry = (extra: Record<string, unknown> = {}) => ({
  license: 'CC BY 4.0',
  attribution: 'Office for National Statistics',
  outcomeset: {
    id: 'ons',
    name: 'ONS Wellbeing',
    description: 'Four questions on personal wellbeing',
    instructions: null,
    categories: [{ id: 'c1', name: 'Wellbeing', description: 'All four', aggregation: 'mean' }],
    questions: [
      {
        __typename: 'LikertScale',
        id: 'a',
        question: 'How satisfied are you with your life nowadays?',
        description: null,
        short: 'Life satisfaction',
        archived: false,
        categoryID: 'c1',
        leftValue: 0,
        rightValue: 10,
        labels: [
          { value: 0, label: 'Not at all' },
          { value: 10, label: 'Completely' },
        ],
      },
    ],
  },
  ...extra,
});

const catalogue = () => ({
  data: {
    outcomesetCatalogue: [
      entry(),
      {
        license: 'Free',
        attribution: 'Someone',
        outcomeset: { id: 'gad7', name: 'GAD-7', description: null },
      },
    ],
  },
});

const noQuestionnaires = () => ({ data: { outcomesets: [] } });

const questionnaires =
  (...list: { id: string; name: string }[]) =>
  () => ({
    data: {
      outcomesets: list.map((each) => ({ ...each, description: null, readOnly: true, questions: [] })),
    },
  });

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});

describe('/catalogue', () => {
  it('lists the catalogue with an import button each and "More Coming Soon..."', async () => {
    // Prepare
    stubApi({ GetCatalogue: catalogue, GetQuestionnaires: noQuestionnaires });
    // Act
    renderApp('/catalogue');
    // Assess
    const link = await screen.findByRole('link', { name: 'ONS Wellbeing' });
    expect(link.getAttribute('href')).toBe('/catalogue/ons');
    expect(screen.getByText('Four questions on personal wellbeing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import ONS Wellbeing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import GAD-7' })).toBeTruthy();
    expect(screen.getByText('More Coming Soon...')).toBeTruthy();
    const area = screen.getByRole('navigation', { name: 'Questionnaires, sequences and catalogue' });
    expect(within(area).getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('page');
  });

  it('turns the import button red on failure, retries, then goes to /questions', async () => {
    // Prepare
    let attempt = 0;
    const calls = stubApi({
      GetCatalogue: catalogue,
      ImportQuestionnaire: () =>
        ++attempt === 1 ? refused('internal') : { data: { ImportOutcomeSet: { id: 'copy' } } },
      GetQuestionnaires: noQuestionnaires,
    });
    const { router } = renderApp('/catalogue');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Import GAD-7' }));
    // Assess
    const failed = await screen.findByRole('button', { name: 'Failed to import GAD-7' });
    expect(failed.className).toMatch(/importFailed/);
    // Act: retry
    fireEvent.click(failed);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    expect(
      calls.filter((call) => call.query.includes('ImportOutcomeSet(')).map((call) => call.variables),
    ).toEqual([
      { source: 'softoutcomes', id: 'gad7' },
      { source: 'softoutcomes', id: 'gad7' },
    ]);
  });

  it("marks an entry already in the organisation's questionnaires, with a link to it, instead of its import button", async () => {
    // Prepare
    stubApi({
      GetCatalogue: catalogue,
      GetQuestionnaires: questionnaires({ id: 'mine', name: 'ons wellbeing' }),
    });
    // Act
    renderApp('/catalogue');
    // Assess
    const open = await screen.findByRole('link', { name: 'Open ONS Wellbeing' });
    expect(open.getAttribute('href')).toBe('/questions/mine');
    const item = open.closest('li') as HTMLElement;
    expect(within(item).getByText('Already in your questionnaires')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import ONS Wellbeing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import GAD-7' })).toBeTruthy();
  });

  it('says an entry the server finds already imported (name in use) is in your questionnaires, not that it failed', async () => {
    // Prepare: imported in another tab after this page read the list
    let imported = false;
    stubApi({
      GetCatalogue: catalogue,
      ImportQuestionnaire: () => {
        imported = true;
        return refused('questionnaire.nameInUse');
      },
      GetQuestionnaires: () =>
        imported ? questionnaires({ id: 'copy', name: 'GAD-7' })() : noQuestionnaires(),
    });
    const { router } = renderApp('/catalogue');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Import GAD-7' }));
    // Assess
    const open = await screen.findByRole('link', { name: 'Open GAD-7' });
    await waitFor(() => expect(open.getAttribute('href')).toBe('/questions/copy'));
    expect(screen.getAllByText('Already in your questionnaires')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Failed to import/ })).toBeNull();
    expect(router.state.location.pathname).toBe('/catalogue');
  });

  it('says when the catalogue cannot be loaded', async () => {
    stubApi({ GetCatalogue: () => refused('catalogue.unknownSource'), GetQuestionnaires: noQuestionnaires });
    renderApp('/catalogue');
    expect(await screen.findByText(/^Failed to load the catalogue\./)).toBeTruthy();
  });
});

describe('/catalogue/:id', () => {
  it('shows the name as title, the import button and the General, Questions and Categories tabs', async () => {
    // Prepare
    const calls = stubApi({
      GetCatalogueQuestionnaire: () => ({ data: { catalogueQuestionnaire: entry() } }),
      ImportQuestionnaire: () => ({ data: { ImportOutcomeSet: { id: 'copy' } } }),
      GetQuestionnaires: noQuestionnaires,
    });
    const { router } = renderApp('/catalogue/ons');
    // Assess: General
    expect(await screen.findByRole('heading', { level: 1, name: 'ONS Wellbeing' })).toBeTruthy();
    expect(await screen.findByText('CC BY 4.0')).toBeTruthy();
    expect(screen.getByText('Office for National Statistics')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((call) => call.query.includes('catalogueQuestionnaire('))?.variables).toEqual({
      id: 'ons',
      source: 'softoutcomes',
    });
    // Act: Questions
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/ons/questions'));
    expect(await screen.findByText('1. How satisfied are you with your life nowadays?')).toBeTruthy();
    expect(screen.getByText('Scale: 0 to 10')).toBeTruthy();
    expect(screen.getByText('Labels: 0 = Not at all, 10 = Completely')).toBeTruthy();
    // Act: Categories
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/ons/categories'));
    expect(await screen.findByText('Aggregation: Average')).toBeTruthy();
    // Act: import
    fireEvent.click(screen.getByRole('button', { name: 'Import ONS Wellbeing' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
  });

  it('marks a questionnaire already imported, with a link to the copy, instead of the import button', async () => {
    // Prepare
    stubApi({
      GetCatalogueQuestionnaire: () => ({ data: { catalogueQuestionnaire: entry() } }),
      GetQuestionnaires: questionnaires({ id: 'mine', name: 'ONS Wellbeing' }),
    });
    // Act
    renderApp('/catalogue/ons');
    // Assess
    const open = await screen.findByRole('link', { name: 'Open ONS Wellbeing' });
    expect(open.getAttribute('href')).toBe('/questions/mine');
    expect(screen.getByText('Already in your questionnaires')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });

  it('titles an unknown questionnaire "Unknown"', async () => {
    stubApi({
      GetCatalogueQuestionnaire: () => refused('catalogue.notFound'),
      GetQuestionnaires: noQuestionnaires,
    });
    renderApp('/catalogue/nope/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown' })).toBeTruthy();
    expect(screen.getByText(/^Failed to load questionnaire\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });
});

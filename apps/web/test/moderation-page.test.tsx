import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '@tt/contract';
import { setLocale } from '../src/lib/i18n';
import { profile, renderApp, signedInAs } from './helpers';

type Row = CallOutput<'admin/moderation/list'>['records'][number];
const row = (over: Partial<Row>): Row => ({
  uid: 't-1',
  status: 'moderation',
  date: '2026-11-27T10:00:00.000Z',
  workflow: [{ teamid: 'news' }, { teamid: 'writer' }],
  purpose: { type: 'tidingsStory', locale: 'ru', ageCluster: '4to5' },
  results: { completed: ['news', 'writer'] },
  title: 'Лиса и воздушный змей',
  ...over,
});

afterEach(() => act(() => setLocale('en')));

describe('/panel/moderation (issue 25 point 11)', () => {
  it('shows each card with its translated status and story title, and filters by status', async () => {
    act(() => setLocale('ru'));
    const calls = signedInAs(profile({ type: 8, features: ['moderation'], locale: 'ru' }), (path, body) => {
      if (path !== 'admin/moderation/list') return undefined;
      const status = (body as { fieldsFilter?: { status?: string } }).fieldsFilter?.status;
      const records = [row({}), row({ uid: 't-2', status: 'processing', title: null })].filter(
        (r) => !status || r.status === status,
      );
      return { body: { records, count: records.length } };
    });
    renderApp('/panel/moderation');
    expect(await screen.findByText('НА МОДЕРАЦИИ')).toBeInTheDocument();
    expect(screen.getByText('Лиса и воздушный змей')).toBeInTheDocument();
    expect(screen.getByText('В РАБОТЕ')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Статус'), { target: { value: 'processing' } });
    expect(await screen.findByText('В РАБОТЕ')).toBeInTheDocument();
    expect(screen.queryByText('НА МОДЕРАЦИИ')).toBeNull();
    expect(calls.filter((c) => c.path === 'admin/moderation/list').at(-1)!.body).toMatchObject({
      fieldsFilter: { status: 'processing' },
    });
  });
});

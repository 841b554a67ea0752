import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    // the last answer's cards stay until the filtered one comes
    await waitFor(() => expect(screen.queryByText('НА МОДЕРАЦИИ')).toBeNull());
    expect(screen.getByText('В РАБОТЕ')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'admin/moderation/list').at(-1)!.body).toMatchObject({
      fieldsFilter: { status: 'processing' },
    });
  });

  it('asks before Reject, saying what it takes away, and sends nothing on No (issue 25 point 9)', async () => {
    const calls = signedInAs(profile({ type: 8, features: ['moderation'] }), (path) => {
      if (path === 'admin/moderation/list') return { body: { records: [row({ title: 'The fox' })], count: 1 } };
      if (path === 'admin/moderation/data')
        return {
          body: {
            task: {
              ...row({}),
              purpose: { type: 'tidingsStory', locale: 'en', ageCluster: '4to5' },
              results: { completed: ['news', 'writer'] },
            },
            story: null,
          },
        };
      if (path === 'admin/moderation/result') return { body: { success: true } };
      if (path === 'team/audit/list')
        return {
          body: {
            data: [
              {
                id: 1,
                action: 'remake',
                actor: 'moderator@example.com',
                before: { status: 'moderation' },
                after: { from: 'illustrator' },
                date: '2026-11-27T09:00:00.000Z',
              },
            ],
          },
        };
      return undefined;
    });
    renderApp('/panel/moderation');
    fireEvent.click(await screen.findByText('The fox'));
    // the task's audit log: who did what and when, as a sentence (issue 34 point 3)
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('moderator@example.com remade the story from the illustrator step');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Reject' });
    expect(ask).toHaveTextContent('its pictures and sounds stop being served');
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.path === 'admin/moderation/result')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Reject' })).getByRole('button', { name: 'Yes, reject' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin/moderation/result')?.body).toMatchObject({ status: 'reject' }),
    );
  });

  it('shows a feed item waiting for a writer: its facts, source and the bundled story to tell instead (issue 31)', async () => {
    signedInAs(profile({ type: 8, features: ['moderation'] }), (path) => {
      const task = row({ purpose: { type: 'feedDraft', locale: 'en', ageCluster: '4to5' }, title: 'Whale freed' });
      if (path === 'admin/moderation/list') return { body: { records: [task], count: 1 } };
      if (path === 'admin/moderation/data')
        return {
          body: {
            task: {
              ...task,
              results: {
                completed: ['news', 'writer', 'safety'],
                outputs: {
                  news: {
                    title: 'Whale freed from fishing ropes',
                    summary: 'Rescuers cut the ropes one by one.',
                    source: 'https://news.example/whale',
                    suggested: { id: 'bundled-02-15-en', title: 'A whale says hello' },
                  },
                },
              },
            },
            story: null,
          },
        };
      if (path === 'team/audit/list') return { body: { data: [] } };
      return undefined;
    });
    renderApp('/panel/moderation');
    fireEvent.click(await screen.findByText('Whale freed'));
    const draft = await screen.findByRole('region', { name: 'A feed item waiting for a writer' });
    expect(draft).toHaveTextContent('Rescuers cut the ropes one by one.');
    expect(within(draft).getByRole('link', { name: 'https://news.example/whale' })).toBeInTheDocument();
    expect(draft).toHaveTextContent('A bundled story to tell instead: A whale says hello');
  });
});
